import {
  type AdminContactMessage,
  type AdminContactQuery,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
  LIMITS,
} from '@paddock/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';

export type ContactStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export interface ContactPage {
  items: AdminContactMessage[];
  totalCount: number;
  totalPages: number;
}

const listKey = [ADMIN_QUERY_ROOT, 'contact', 'list'] as const;

/** GET /api/contact-messages: newest first, optionally only one status; page size 20. */
export function useContactMessages(status: ContactStatus | '', page: number) {
  const query = toSearchParams<AdminContactQuery>({
    status,
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  }).toString();
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) => api.get<ContactPage>(`/api/contact-messages?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/contact-messages/{id}: new, read or archived. The row changes at once, then lists reload. */
export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      api.patch<AdminContactMessage>(`/api/contact-messages/${id}`, { status }),
    onSuccess: (message) => {
      queryClient.setQueriesData<ContactPage>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: page.items.map((m) => (m.id === message.id ? message : m)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export const subjectLabel = (subject: string) => CONTACT_SUBJECT_LABELS[subject as ContactSubject] ?? subject;

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', read: 'Read', archived: 'Archived' };

export const CONTACT_FILTER_OPTIONS: readonly { value: ContactStatus | ''; label: string }[] = [
  { value: '', label: 'All Messages' },
  ...CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: CONTACT_STATUS_LABELS[value] })),
];

/** What each change says once done, and when it fails. */
export const CONTACT_INBOX_MESSAGES = {
  done: { new: 'Marked as unread.', read: 'Marked as read.', archived: 'Message archived.' } satisfies Record<
    ContactStatus,
    string
  >,
  failed: (message: string) => `Failed to update the message: ${message}`,
  loadFailed: (message: string) => `Could not load the messages: ${message}`,
  empty: 'No messages here.',
} as const;
