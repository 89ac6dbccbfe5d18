import { isApiError } from '@/lib/api-client';

/** Profile texts of spec member-site §8, verbatim. */
export const PROFILE_MESSAGES = {
  notFound: (id: number | string) => `User with ID ${id} not found.`,
  invalidId: 'Invalid User ID provided in the URL.',
  unknown: 'An unknown error occurred.',
} as const;

const MAX_ID = 2_147_483_647;

/** The id in /users/{id}/liveries, or null when it is not a positive whole number the API accepts. */
export function parseUserId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

export function profileErrorMessage(error: unknown, id: number): string {
  if (isApiError(error, 404)) return PROFILE_MESSAGES.notFound(id);
  if (isApiError(error, 400)) return PROFILE_MESSAGES.invalidId;
  return PROFILE_MESSAGES.unknown;
}

/** "June 2025": the join date shows month and year only. */
export function formatJoinDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown date';
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date);
}

export function pluralise(count: number, one: string, many: string): string {
  return `${new Intl.NumberFormat('en').format(count)} ${count === 1 ? one : many}`;
}
