import type { CarClass } from '@paddock/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/lib/error-messages';
import { AdminSection } from '../components/admin-section';
import { nextSort, type SortState, sortRows } from '../components/sort-state';
import { CatalogueDeleteDialog } from './catalogue-delete-dialog';
import { CatalogueFormModal } from './catalogue-form-modal';
import type { CatalogueKind } from './catalogue-kinds';
import { CatalogueTable, type ExtraColumn } from './catalogue-table';

type Item = { id: number; name: string; carClassId?: number };

interface CatalogueManagerProps<T extends Item> {
  kind: CatalogueKind<T>;
  title: string;
  lead: string;
  /** The loaded list (from useCatalogueList), so a page can filter it first. */
  list: { data: readonly T[] | undefined; isFetching: boolean; isError: boolean; error: unknown; refetch: () => void };
  /** Narrows the rows (the car model filters); all rows when absent. */
  filter?: (row: T) => boolean;
  filters?: ReactNode;
  extraColumns?: readonly ExtraColumn<T>[];
  /** For car models: the classes of the form's class select. */
  classes?: readonly CarClass[];
}

/** A catalogue page: Add and Refresh, a locally sorted table (id ascending first), the form and delete dialogs. */
export function CatalogueManager<T extends Item>({
  kind,
  title,
  lead,
  list,
  filter,
  filters,
  extraColumns,
  classes,
}: CatalogueManagerProps<T>) {
  const [sort, setSort] = useState<SortState>({ key: 'id', descending: false });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const rows = useMemo(() => {
    const shown = filter ? (list.data ?? []).filter(filter) : (list.data ?? []);
    return sortRows(shown, sort as SortState<keyof T & string>);
  }, [list.data, filter, sort]);

  return (
    <AdminSection
      title={title}
      lead={lead}
      actions={
        <>
          <Button onClick={() => setEditing('new')}>Add {kind.title}</Button>
          <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
            Refresh
          </Button>
        </>
      }
    >
      {filters}
      <CatalogueTable
        kind={kind}
        rows={rows}
        extraColumns={extraColumns}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key, false))}
        loading={list.isFetching}
        error={list.isError ? kind.messages.loadFailed(failureDetail(list.error)) : null}
        onRetry={() => list.refetch()}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <CatalogueFormModal kind={kind} target={editing} onClose={() => setEditing(null)} classes={classes} />
      <CatalogueDeleteDialog kind={kind} target={deleting} onClose={() => setDeleting(null)} />
    </AdminSection>
  );
}
