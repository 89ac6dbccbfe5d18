import type { AdminCollectionsPage, AdminCollectionsQuery } from '@paddock/contract';
import { LIMITS } from '@paddock/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useRefreshReportStats } from '../layout/report-stats';
import { reportsListKey } from '../reports/reports-api';

/** GET /api/admin/collections (issue 34 §17): public collections, newest change first, 20 a page. */
export function useAdminCollections(search: string, page: number) {
  const query = toSearchParams<AdminCollectionsQuery>({
    search: search.trim(),
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  }).toString();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'collections', query],
    queryFn: ({ signal }) => api.get<AdminCollectionsPage>(`/api/admin/collections?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/collections/{id}/remove: the reason is e-mailed to the owner and audit-logged,
 * and the collection's open reports are resolved, so the Reports list and counters are re-read too.
 */
export function useRemoveCollection() {
  const queryClient = useQueryClient();
  const refreshStats = useRefreshReportStats();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(`/api/admin/collections/${id}/remove`, { reason }),
    onSuccess: () => {
      refreshStats();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, 'collections'] }),
        queryClient.invalidateQueries({ queryKey: reportsListKey }),
      ]);
    },
  });
}

export const ADMIN_COLLECTIONS_UI = {
  title: 'Collections',
  lead: 'Public collections and league packs of every member, with their open reports. Find one by its name or its owner, open it, or remove it with a reason that its owner is sent by e-mail; removing it resolves its open reports.',
  searchPlaceholder: 'Collection name, owner...',
  loadFailed: (detail: string) => `Could not load collections: ${detail}`,
  empty: 'No public collections match.',
  open: 'Open',
  remove: 'Remove',
  removeOf: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this public collection?',
  removeBody: (name: string, owner: string) =>
    `“${name}” by ${owner} will be deleted for everyone. The liveries in it stay on Paddock.`,
  reason: 'Reason (sent to the owner)',
  reasonHint: 'Say what breaks the rules, so the owner can fix it in a new collection.',
  confirm: 'Remove collection',
  cancel: 'Cancel',
  removed: (name: string) => `“${name}” removed; its owner is e-mailed the reason.`,
  removeFailed: (detail: string) => `Could not remove the collection: ${detail}`,
  leaguePack: 'League pack',
  openReports: (n: number) => `${n} open ${n === 1 ? 'report' : 'reports'}`,
  openReportsOf: (n: number, name: string) => `${n} open ${n === 1 ? 'report' : 'reports'} on ${name}`,
  noOpenReports: 'No open reports',
  liveries: (n: number) => `${n} ${n === 1 ? 'livery' : 'liveries'}`,
  by: 'by',
} as const;
