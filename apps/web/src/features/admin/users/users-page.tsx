import type { AdminUser } from '@paddock/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { failureDetail } from '@/lib/error-messages';
import { saveBlob } from '@/lib/save-blob';
import { AdminFilterBar, FilterSelect, SearchFilter } from '../components/admin-filter-bar';
import { AdminListPage } from '../components/admin-list-page';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { BulkBar } from '../components/bulk-bar';
import { nextSort } from '../components/sort-state';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { exportUsersCsv, NO_USER_FILTERS, type UserFilters, useAdminUsers, useBulkUsers } from './admin-users-api';
import { UserCreateModal } from './user-create-modal';
import { UserDeleteDialog, type UserDeleteTarget } from './user-delete-dialog';
import { UserDetailsModal } from './user-details-modal';
import { UserEditModal } from './user-edit-modal';
import { ROLE_FILTER_OPTIONS, STATUS_FILTER_OPTIONS, USER_MESSAGES } from './user-messages';
import { UsersTable } from './users-table';

/** Admin Users (spec admin-and-pages §2): filters, sortable table, selection, bulk actions, modals. */
export function UsersPage() {
  const id = useId();
  const url = useUrlFilters<UserFilters>(NO_USER_FILTERS);
  const { search: searchText, status, role, sort } = url.filters;
  const search = useDebouncedValue(searchText, ADMIN_TIMINGS.searchDebounceMs);
  const filters: UserFilters = { ...url.filters, search };
  const adminList = useAdminList(filters, useAdminUsers, url);
  const { items: users, selection } = adminList;
  const bulk = useBulkUsers();

  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UserDeleteTarget | null>(null);

  const clearFilters = () => url.update({ search: '', status: '', role: '' });

  const runBulk = (action: 'ban' | 'unban', ids: number[], single?: AdminUser) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: ({ updated }) => {
          if (single) toast.success(USER_MESSAGES[action === 'ban' ? 'banned' : 'unbanned'](single.username));
          else toast.success(USER_MESSAGES.bulkDone(action, updated));
          if (!single) selection.clear();
        },
        onError: (error) => toast.error(USER_MESSAGES.actionFailed(failureDetail(error))),
      },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportUsersCsv(filters);
      saveBlob(blob, fileName);
      toast.success(USER_MESSAGES.exported);
    } catch (error) {
      toast.error(USER_MESSAGES.exportFailed(failureDetail(error)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminListPage
      title="User Management"
      lead="Search members, change their roles and status, and ban or unban accounts."
      actions={
        <>
          <Button onClick={() => setCreating(true)}>Create User</Button>
          <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </>
      }
      adminList={adminList}
      noun="users"
      dialogs={
        <>
          <UserCreateModal open={creating} onClose={() => setCreating(false)} />
          <UserEditModal user={editing} onClose={() => setEditing(null)} />
          <UserDetailsModal userId={detailsId} onClose={() => setDetailsId(null)} />
          <UserDeleteDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={selection.clear} />
        </>
      }
    >
      <AdminFilterBar onClear={clearFilters} clearDisabled={!searchText && !status && !role}>
        <SearchFilter
          id={`${id}-search`}
          value={searchText}
          onChange={(text) => url.update({ search: text })}
          placeholder="Username..."
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          value={status}
          onChange={(value) => url.update({ status: value })}
          options={STATUS_FILTER_OPTIONS}
        />
        <FilterSelect
          id={`${id}-role`}
          label="Role"
          value={role}
          onChange={(value) => url.update({ role: value })}
          options={ROLE_FILTER_OPTIONS}
        />
      </AdminFilterBar>

      <BulkBar count={selection.selectedIds.length} onClear={selection.clear}>
        {(['ban', 'unban'] as const).map((action) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            disabled={bulk.isPending}
            onClick={() => runBulk(action, selection.selectedIds)}
          >
            {action === 'ban' ? 'Ban Selected' : 'Unban Selected'}
          </Button>
        ))}
        <Button size="sm" disabled={bulk.isPending} onClick={() => setDeleting({ ids: selection.selectedIds })}>
          Delete Selected
        </Button>
      </BulkBar>

      <UsersTable
        users={users}
        selection={selection}
        sort={sort}
        onSort={(key) => url.update({ sort: nextSort(sort, key) })}
        {...adminList.rowState(USER_MESSAGES.loadFailed)}
        onDetails={(user) => setDetailsId(user.id)}
        onEdit={setEditing}
        onBanToggle={(user) => runBulk(user.status === 'banned' ? 'unban' : 'ban', [user.id], user)}
        onDelete={(user) => setDeleting({ ids: [user.id], user })}
        busyId={bulk.isPending ? (bulk.variables?.ids.length === 1 ? (bulk.variables.ids[0] ?? null) : null) : null}
      />
    </AdminListPage>
  );
}
