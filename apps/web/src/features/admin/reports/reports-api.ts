import {
  type AdminReport,
  type AdminReportPage,
  type AdminReportsQuery,
  type AnyReportReason,
  type BulkResult,
  LIMITS,
  type ReportStatus,
  type ReportTarget,
} from '@paddock/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useRefreshReportStats } from '../layout/report-stats';

/** What the Reports page filters by; '' means any. Dates are YYYY-MM-DD days, both ends included. */
export interface ReportFilters {
  status: ReportStatus | '';
  reason: AnyReportReason | '';
  /** Issue 34 §17: livery, comment or collection reports; or those of one collection (its id, from Admin → Collections). */
  target: ReportTarget | '';
  collectionId: string;
  dateFrom: string;
  dateTo: string;
  search: string;
}

export const EMPTY_REPORT_FILTERS: ReportFilters = {
  status: '',
  reason: '',
  target: '',
  collectionId: '',
  dateFrom: '',
  dateTo: '',
  search: '',
};

/** The query string of GET /api/reports (newest first is the server's only order); blanks left out. */
export function toReportsQuery(filters: ReportFilters, page: number): URLSearchParams {
  return toSearchParams<AdminReportsQuery>({
    status: filters.status,
    reason: filters.reason,
    target: filters.target,
    // A hand-edited address with a bad id is left out rather than refused by the server.
    collectionId: /^[1-9]\d{0,9}$/.test(filters.collectionId) ? Number(filters.collectionId) : undefined,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    search: filters.search.trim(),
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  });
}

/** Every page of the Reports list (a collection's removal re-reads them too). */
export const reportsListKey = [ADMIN_QUERY_ROOT, 'reports', 'list'] as const;
const listKey = reportsListKey;

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
 * Issue 34 §19: POST /api/reports/{id}/hide-comment hides the reported comment and resolves the
 * report in one server transaction; the row (and the open dialog) show it resolved at once.
 */
export function useHideReportedComment() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: (reportId: number) => api.post<AdminReport>(`/api/reports/${reportId}/hide-comment`),
    onSuccess: (report) => after(report),
  });
}

/** Issue 19: deletes a reported comment through the comment endpoint (admins may delete any). */
export function useDeleteReportedComment() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: (commentId: number) => api.delete(`/api/comments/${commentId}`),
    onSuccess: () => after(null),
  });
}
