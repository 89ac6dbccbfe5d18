import {
  LIMITS,
  type PossibleCopiesQuery,
  type PossibleCopyCase,
  type PossibleCopyPage,
  type PossibleCopyResolve,
  type PossibleCopyStatus,
} from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useAdminMutation } from '../components/use-admin-mutation';

/** What the queue filters by: a status or 'All', and one report's case (from Admin → Reports; '' for none). */
export interface PossibleCopyFilters {
  status: PossibleCopyStatus | 'All';
  reportId: string;
}

export const possibleCopiesKey = [ADMIN_QUERY_ROOT, 'possible-copies'] as const;

/** GET /api/admin/possible-copies (issue 36 point 5): newest first, with the count of each status. */
export function useAdminPossibleCopies(filters: PossibleCopyFilters, page: number) {
  const query = toSearchParams<PossibleCopiesQuery>({
    // One report's case is shown whatever its status.
    status: filters.status === 'All' || filters.reportId ? '' : filters.status,
    reportId: filters.reportId,
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  }).toString();
  return useQuery({
    queryKey: [...possibleCopiesKey, query],
    queryFn: ({ signal }) => api.get<PossibleCopyPage>(`/api/admin/possible-copies?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The open cases, for the dashboard's card: one row asked for, the counts are what it reads. */
export function usePossibleCopyCounts() {
  return useQuery({
    queryKey: [...possibleCopiesKey, 'counts'],
    queryFn: ({ signal }) => api.get<PossibleCopyPage>('/api/admin/possible-copies?pageSize=1', { signal }),
    select: (page) => page.counts,
  });
}

/** The difference image's address (the browser sends the admin's session cookie with it). */
export const differenceImageUrl = (id: number) => `/api/admin/possible-copies/${id}/difference.png`;

/** POST …/resolve: every admin view is re-read (a removal or a resolved report changes the Reports page and its counters too). */
export function useResolvePossibleCopy() {
  return useAdminMutation(({ id, ...body }: PossibleCopyResolve & { id: number }) =>
    api.post<PossibleCopyCase>(`/api/admin/possible-copies/${id}/resolve`, body),
  );
}
