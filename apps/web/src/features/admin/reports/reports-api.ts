import {
  type AdminReport,
  type AdminReportPage,
  type AdminReportsQuery,
  type BulkResult,
  LIMITS,
  type ReportReason,
  type ReportStatus,
} from '@paddock/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useRefreshReportStats } from '../layout/report-stats';

/** What the Reports page filters by; '' means any. Dates are YYYY-MM-DD days, both ends included. */
export interface ReportFilters {
  status: ReportStatus | '';
  reason: ReportReason | '';
  dateFrom: string;
  dateTo: string;
  search: string;
}

export const EMPTY_REPORT_FILTERS: ReportFilters = { status: '', reason: '', dateFrom: '', dateTo: '', search: '' };

/** The query string of GET /api/reports (newest first is the server's only order); blanks left out. */
export function toReportsQuery(filters: ReportFilters, page: number): URLSearchParams {
  return toSearchParams<AdminReportsQuery>({
    status: filters.status,
    reason: filters.reason,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    search: filters.search.trim(),
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  });
}

const listKey = [ADMIN_QUERY_ROOT, 'reports', 'list'] as const;

export function useAdminReports(filters: ReportFilters, page: number) {
  const query = toReportsQuery(filters, page).toString();
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) => api.get<AdminReportPage>(`/api/reports?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a status change: the changed rows show their new status (and who handled them) at once,
 * the lists are re-read (a row may no longer match the status filter), and the counters follow
 * half a second later (spec §4).
 */
function useAfterModeration() {
  const queryClient = useQueryClient();
  const refreshStats = useRefreshReportStats();
  return (changed: AdminReport | null) => {
    if (changed) {
      queryClient.setQueriesData<AdminReportPage>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: page.items.map((r) => (r.id === changed.id ? changed : r)) } : page,
      );
    }
    void queryClient.invalidateQueries({ queryKey: listKey });
    refreshStats();
  };
}

/** PATCH /api/reports/{id}: the report with its new status, who changed it and when. */
export function useSetReportStatus() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReportStatus }) =>
      api.patch<AdminReport>(`/api/reports/${id}`, { status }),
    onSuccess: (report) => after(report),
  });
}

/** POST /api/reports/bulk: one status for many reports, all or none. */
export function useBulkReportStatus() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: (input: { ids: number[]; status: ReportStatus }) => api.post<BulkResult>('/api/reports/bulk', input),
    onSuccess: () => after(null),
  });
}

/**
 * Issue 19: what the details dialog does to a reported comment, through the comment endpoints
 * (admins may hide and delete any): hide it from readers, or delete it.
 */
export function useModerateComment() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'delete' }) =>
      action === 'hide' ? api.post(`/api/comments/${id}/hide`) : api.delete(`/api/comments/${id}`),
    onSuccess: () => after(null),
  });
}
