/** Admin list timings (spec admin-and-pages §9). */
export const ADMIN_TIMINGS = {
  /** Users, liveries, reports and car models search. */
  searchDebounceMs: 300,
  minDownloadsDebounceMs: 500,
} as const;

/** Query keys of the back office all start here, so one invalidation refreshes every admin view. */
export const ADMIN_QUERY_ROOT = 'admin';
