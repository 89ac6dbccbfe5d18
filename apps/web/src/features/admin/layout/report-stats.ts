import { ADMIN_RULES, type ReportStats } from '@paddock/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';

/** Spec admin-and-pages §4 Report status and §9. */
export const REPORT_STATS_TIMINGS = {
  /** The counters (the sidebar badge, the Reports header) are re-read after this long. */
  staleMs: ADMIN_RULES.reportStatsStaleMs,
  /** A moderation action refreshes them this long after it succeeds. */
  refreshDelayMs: ADMIN_RULES.reportStatsRefreshDelayMs,
} as const;

export const reportStatsQueryKey = [ADMIN_QUERY_ROOT, 'reports', 'stats'] as const;
/** Everything the dashboard shows, pending reports included. */
export const dashboardStatsQueryKey = [ADMIN_QUERY_ROOT, 'dashboard', 'stats'] as const;

/** GET /api/reports/stats: the shared report counters behind the sidebar badge and the Reports header. */
export const reportStatsQueryOptions = queryOptions({
  queryKey: reportStatsQueryKey,
  queryFn: ({ signal }) => api.get<ReportStats>('/api/reports/stats', { signal }),
  staleTime: REPORT_STATS_TIMINGS.staleMs,
});

export function useReportStats() {
  return useQuery(reportStatsQueryOptions);
}

/**
 * Re-reads the report counters (and the dashboard, which repeats the pending count) a moment
 * after a moderation action, so the badge follows the change. Returns a cancel function.
 */
export function scheduleReportStatsRefresh(queryClient: QueryClient): () => void {
  const timer = setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: reportStatsQueryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
  }, REPORT_STATS_TIMINGS.refreshDelayMs);
  return () => clearTimeout(timer);
}

/**
 * The helper a page calls after any moderation action (report status change, ban, delete...).
 * A refresh still waiting when the page unmounts runs anyway: the badge outlives the page.
 */
export function useRefreshReportStats(): () => void {
  const queryClient = useQueryClient();
  const cancel = useRef<(() => void) | null>(null);
  return useCallback(() => {
    // Several actions in a row make one refresh, half a second after the last.
    cancel.current?.();
    cancel.current = scheduleReportStatsRefresh(queryClient);
  }, [queryClient]);
}
