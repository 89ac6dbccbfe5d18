import type { AdminLiveriesQuery, AdminLiveryUpdate, BulkResult, LiveryListItem, LiveryPage } from '@paddock/contract';
import { LIMITS } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import type { SortState } from '../components/sort-state';
import { useAdminMutation } from '../components/use-admin-mutation';

export type LiverySortKey = 'uploadDate' | 'downloads' | 'title' | 'author';

/** What the Liveries page filters by (ids as select values: '' means any). */
export interface LiveryFilters {
  search: string;
  carClassId: string;
  carModelId: string;
  tagId: string;
  dateFrom: string;
  dateTo: string;
  minDownloads: string;
  sort: SortState<LiverySortKey>;
}

export const EMPTY_LIVERY_FILTERS: LiveryFilters = {
  search: '',
  carClassId: '',
  carModelId: '',
  tagId: '',
  dateFrom: '',
  dateTo: '',
  minDownloads: '',
  sort: { key: 'uploadDate', descending: true },
};

/** A whole number of at least 0, or undefined (an unfinished or negative entry is not sent). */
export function parseMinDownloads(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** The query string of GET /api/admin/liveries; empty filters are left out. */
export function toLiveriesQuery(filters: LiveryFilters, page: number): URLSearchParams {
  return toSearchParams<AdminLiveriesQuery>({
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
    sortBy: filters.sort.key,
    descending: filters.sort.descending,
    search: filters.search.trim(),
    carClassId: filters.carClassId,
    carModelId: filters.carClassId ? filters.carModelId : '',
    tagId: filters.tagId,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    minDownloads: parseMinDownloads(filters.minDownloads),
  });
}

export function useAdminLiveries(filters: LiveryFilters, page: number) {
  const query = toLiveriesQuery(filters, page).toString();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'liveries', query],
    queryFn: ({ signal }) => api.get<LiveryPage>(`/api/admin/liveries?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Livery writes change public lists and the catalogue's usage counts as well. */
const LIVERY_DEPENDENTS = [['liveries'], ['carmodels'], ['carclasses'], ['tags']] as const;

export const useUpdateLivery = () =>
  useAdminMutation(
    ({ id, input }: { id: number; input: AdminLiveryUpdate }) =>
      api.patch<LiveryListItem>(`/api/admin/liveries/${id}`, input),
    LIVERY_DEPENDENTS,
  );
export const useDeleteLivery = () =>
  useAdminMutation((id: number) => api.delete<void>(`/api/liveries/${id}`), LIVERY_DEPENDENTS);

export type LiveryBulkInput =
  | { ids: number[]; action: 'delete' }
  | { ids: number[]; action: 'changeModel'; carModelId: number }
  | { ids: number[]; action: 'addTag'; tagId: number };

export const useBulkLiveries = () =>
  useAdminMutation(
    (input: LiveryBulkInput) => api.post<BulkResult>('/api/admin/liveries/bulk', input),
    LIVERY_DEPENDENTS,
  );
