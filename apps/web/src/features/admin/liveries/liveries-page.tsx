import type { LiveryListItem } from '@paddock/contract';
import { LIMITS } from '@paddock/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { liveryDetailPath } from '@/config/livery-path';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { failureDetail } from '@/lib/error-messages';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSection } from '../components/admin-section';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { nextSort } from '../components/sort-state';
import { useClampPage, usePage } from '../components/use-page';
import { useSelection } from '../components/use-selection';
import { EMPTY_LIVERY_FILTERS, type LiveryFilters, useAdminLiveries } from './admin-liveries-api';
import { LiveriesBulkPanel } from './liveries-bulk-panel';
import { LiveriesFilters } from './liveries-filters';
import { LiveriesTable } from './liveries-table';
import { LiveryDeleteDialog, type LiveryDeleteTarget } from './livery-delete-dialog';
import { LiveryEditModal } from './livery-edit-modal';
import { LIVERY_MESSAGES } from './livery-messages';

/** Admin Liveries (spec admin-and-pages §2): filters, sortable paged table, edit, delete and the bulk panel. */
export function LiveriesPage() {
  const navigate = useNavigate();
  const [input, setInput] = useState<LiveryFilters>(EMPTY_LIVERY_FILTERS);
  const search = useDebouncedValue(input.search, ADMIN_TIMINGS.searchDebounceMs);
  const minDownloads = useDebouncedValue(input.minDownloads, ADMIN_TIMINGS.minDownloadsDebounceMs);
  const filters: LiveryFilters = { ...input, search, minDownloads };
  const [page, setPage] = usePage(JSON.stringify(filters));

  const list = useAdminLiveries(filters, page);
  const liveries = list.data?.items ?? [];
  useClampPage(page, list.data?.totalPages, setPage);
  const selection = useSelection(liveries.map((l) => l.id));

  const [editing, setEditing] = useState<LiveryListItem | null>(null);
  const [deleting, setDeleting] = useState<LiveryDeleteTarget | null>(null);

  return (
    <AdminSection
      title="Livery Management"
      lead="Review every uploaded livery, and edit or remove the ones that break the rules."
      actions={
        <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
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
        loading={list.isFetching}
        error={list.isError ? LIVERY_MESSAGES.loadFailed(failureDetail(list.error)) : null}
        onRetry={() => list.refetch()}
        onView={(livery) => navigate(liveryDetailPath(livery.id, livery.title))}
        onEdit={setEditing}
        onDelete={(livery) => setDeleting({ ids: [livery.id], livery })}
      />
      {list.data && !list.isError && (
        <AdminPagination
          page={page}
          totalPages={list.data.totalPages}
          totalCount={list.data.totalCount}
          pageSize={LIMITS.adminPageSize}
          noun="liveries"
          onPageChange={setPage}
          disabled={list.isFetching}
        />
      )}
      <LiveryEditModal livery={editing} onClose={() => setEditing(null)} />
      <LiveryDeleteDialog target={deleting} onClose={() => setDeleting(null)} onDeleted={selection.clear} />
    </AdminSection>
  );
}
