import { isApiError } from '@/lib/api-client';

export const BROWSE_MESSAGES = {
  empty: 'No liveries found matching your criteria. Please try adjusting your search filters.',
  loadFailed: 'Failed to load liveries. Please try again later.',
  filtersFailed: "Couldn't load filter options. Please try refreshing the page.",
  modelsFailed: 'Failed to load car models for selected class.',
  /** Beside the Top rated sort (issue 34 §6): why ★ 4.5 (40) can rank above ★ 4.7 (3). */
  topRatedExplained: 'Top rated weighs the stars by the number of votes: a high average from a few votes ranks lower.',
} as const;

export function loadErrorMessage(error: unknown): string {
  // A network failure has no server message worth showing; the spec's sentence says it better.
  return isApiError(error) && error.status > 0 && error.message ? error.message : BROWSE_MESSAGES.loadFailed;
}
