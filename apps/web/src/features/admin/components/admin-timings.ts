import { ADMIN_RULES } from '@paddock/contract';

/** Admin list timings (spec admin-and-pages §9, kept in the contract). */
export const ADMIN_TIMINGS = {
  /** Users, liveries, reports and car models search. */
  searchDebounceMs: ADMIN_RULES.searchDebounceMs,
  minDownloadsDebounceMs: ADMIN_RULES.minDownloadsDebounceMs,
} as const;

/** Query keys of the back office all start here, so one invalidation refreshes every admin view. */
export const ADMIN_QUERY_ROOT = 'admin';
