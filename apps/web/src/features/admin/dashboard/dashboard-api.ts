import type { DashboardStats } from '@paddock/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardStatsQueryKey } from '../layout/report-stats';

/** GET /api/dashboard/stats: totals, 30-day series, top classes and recent activity. */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: dashboardStatsQueryKey,
  queryFn: ({ signal }) => api.get<DashboardStats>('/api/dashboard/stats', { signal }),
  // The header totals on every admin page share this entry; a minute old is fresh enough for them.
  staleTime: 60 * 1000,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
