import type {
  AdminCreateUser,
  AdminUpdateUser,
  AdminUserDetail,
  AdminUserPage,
  AdminUsersQuery,
  BulkResult,
  Role,
  UserStatus,
} from '@paddock/contract';
import { LIMITS } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, requestFile } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import type { SortState } from '../components/sort-state';
import { useAdminMutation } from '../components/use-admin-mutation';

export type UserSortKey = 'id' | 'username' | 'role' | 'status' | 'dateRegistered' | 'totalLiveries';

/** What the Users page filters and sorts by. */
export interface UserFilters {
  search: string;
  status: UserStatus | '';
  role: Role | '';
  sort: SortState<UserSortKey>;
}

export const DEFAULT_USER_SORT: SortState<UserSortKey> = { key: 'dateRegistered', descending: true };

/** The list as it first opens: everyone, newest first. */
export const NO_USER_FILTERS: UserFilters = { search: '', status: '', role: '', sort: DEFAULT_USER_SORT };

/** The query string of GET /api/users (and, without paging, of the CSV export); blanks are left out. */
export function toUsersQuery(filters: UserFilters, page?: number): URLSearchParams {
  const paging = page === undefined ? {} : { pageNumber: page, pageSize: LIMITS.adminPageSize };
  return toSearchParams<AdminUsersQuery>({
    search: filters.search.trim(),
    status: filters.status,
    role: filters.role,
    sortBy: filters.sort.key,
    descending: filters.sort.descending,
    ...paging,
  });
}

const usersKey = [ADMIN_QUERY_ROOT, 'users'] as const;

export function useAdminUsers(filters: UserFilters, page: number) {
  const query = toUsersQuery(filters, page).toString();
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: ({ signal }) => api.get<AdminUserPage>(`/api/users?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUserDetails(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, 'details', id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/api/users/admin/${id}`, { signal }),
    enabled: id !== null,
  });
}

export const useUpdateUser = () =>
  useAdminMutation(({ id, input }: { id: number; input: AdminUpdateUser }) =>
    api.put<AdminUserDetail>(`/api/users/${id}`, input),
  );
// Deleting a member deletes their liveries too, so public lists refresh.
export const useDeleteUser = () =>
  useAdminMutation((id: number) => api.delete<void>(`/api/users/${id}`), [['liveries']]);
export const useCreateUser = () =>
  useAdminMutation((input: AdminCreateUser) => api.post<AdminUserDetail>('/api/users', input));
export const useBulkUsers = () =>
  useAdminMutation(
    (input: { ids: number[]; action: 'ban' | 'unban' | 'delete' }) => api.post<BulkResult>('/api/users/bulk', input),
    [['liveries']],
  );

/** GET /api/users/export.csv with the current filters and sort: the file and its name. */
export async function exportUsersCsv(filters: UserFilters): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await requestFile('GET', `/api/users/export.csv?${toUsersQuery(filters)}`);
  return { blob, fileName: fileName ?? 'users.csv' };
}
