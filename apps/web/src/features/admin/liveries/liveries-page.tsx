import type { LiveryListItem } from '@paddock/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { liveryDetailPath } from '@/config/livery-path';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { AdminListPage } from '../components/admin-list-page';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { nextSort } from '../components/sort-state';
import { useAdminList } from '../components/use-admin-list';
import { EMPTY_LIVERY_FILTERS, type LiveryFilters, useAdminLiveries } from './admin-liveries-api';
import { LiveriesBulkPanel } from './liveries-bulk-panel';
import { LiveriesFilters } from './liveries-filters';
import { LiveriesTable } from './liveries-table';
import { LiveryDeleteDialog, type LiveryDeleteTarget } from './livery-delete-dialog';
import { LiveryEditModal } from './livery-edit-modal';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

/** Admin Liveries (spec admin-and-pages §2): filters, sortable paged table, edit, delete and the bulk panel. */
export function LiveriesPage() {
  const navigate = useNavigate();
  const [input, setInput] = useState<LiveryFilters>(EMPTY_LIVERY_FILTERS);
  const search = useDebouncedValue(input.search, ADMIN_TIMINGS.searchDebounceMs);
  const minDownloads = useDebouncedValue(input.minDownloads, ADMIN_TIMINGS.minDownloadsDebounceMs);
  const filters: LiveryFilters = { ...input, search, minDownloads };
  const adminList = useAdminList(filters, useAdminLiveries);
  const { items: liveries, selection } = adminList;

  const [editing, setEditing] = useState<LiveryListItem | null>(null);
  const [deleting, setDeleting] = useState<LiveryDeleteTarget | null>(null);

  return (
    <AdminListPage
      title="Livery Management"
      lead="Review every uploaded livery, and edit or remove the ones that break the rules."
      adminList={adminList}
      noun="liveries"
      hidePagingOnError
      dialogs={
        <>
          <LiveryEditModal livery={editing} onClose={() => setEditing(null)} />
          <LiveryDeleteDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={selection.clear} />
        </>
      }
    >
      <LiveriesFilters filters={input} onChange={(patch) => setInput((current) => ({ ...current, ...patch }))} />
      <LiveriesBulkPanel
        selectedIds={selection.selectedIds}
        onClear={selection.clear}
        onDelete={() => setDeleting({ ids: selection.selectedIds })}
      />
      <LiveriesTable
        liveries={liveries}
        selection={selection}
        sort={input.sort}
        onSort={(key) => setInput((current) => ({ ...current, sort: nextSort(current.sort, key) }))}
        {...adminList.rowState(ADMIN_LIVERY_MESSAGES.loadFailed)}
        onView={(livery) => navigate(liveryDetailPath(livery.id, livery.title))}
        onEdit={setEditing}
        onDelete={(livery) => setDeleting({ ids: [livery.id], livery })}
      />
    </AdminListPage>
  );
}
