import type { ReactNode } from 'react';
import { type AdminColumn, AdminTable, cellClasses } from '../components/admin-table';
import { RowAction } from '../components/row-action';
import type { SortState } from '../components/sort-state';
import type { CatalogueKind } from './catalogue-kinds';

/** A column a kind adds between the name and the usage count (the class of a car model). */
export interface ExtraColumn<T> {
  column: AdminColumn;
  cell: (row: T) => ReactNode;
}

interface CatalogueTableProps<T extends { id: number; name: string }> {
  kind: CatalogueKind<T>;
  rows: readonly T[];
  extraColumns?: readonly ExtraColumn<T>[];
  sort: SortState;
  onSort: (key: string) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** Id, name, extra columns, usage and Edit/Delete; Delete is disabled while the item is in use. */
export function CatalogueTable<T extends { id: number; name: string }>(props: CatalogueTableProps<T>) {
  const { kind, rows, extraColumns = [] } = props;
  const columns: AdminColumn[] = [
    { id: 'id', header: 'ID', sortKey: 'id', className: 'w-20' },
    { id: 'name', header: kind.nameLabel, sortKey: 'name' },
    ...extraColumns.map((extra) => extra.column),
    { id: 'usage', header: kind.usageLabel },
    { id: 'actions', header: <span className="sr-only">Actions</span>, className: 'w-40' },
  ];
  return (
    <AdminTable
      label={kind.pluralTitle}
      columns={columns}
      sort={props.sort}
      onSort={props.onSort}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={kind.messages.empty}
      rowCount={rows.length}
    >
      {rows.map((row) => {
        const used = kind.usage(row);
        return (
          <tr key={row.id} className="hover:bg-carbon-800/50">
            <td className={`${cellClasses} text-ink-400 tabular-nums`}>{row.id}</td>
            <td className={`${cellClasses} font-semibold text-ink-50`}>{row.name}</td>
            {extraColumns.map((extra) => (
              <td key={extra.column.id} className={cellClasses}>
                {extra.cell(row)}
              </td>
            ))}
            <td className={`${cellClasses} tabular-nums text-ink-300`}>{used}</td>
            <td className={cellClasses}>
              <div className="flex gap-1.5">
                <RowAction label={`Edit ${row.name}`} onClick={() => props.onEdit(row)}>
                  Edit
                </RowAction>
                <RowAction
                  tone="danger"
                  label={`Delete ${row.name}`}
                  title={used > 0 ? kind.messages.deleteBlocked(row.name, used) : `Delete ${row.name}`}
                  disabled={used > 0}
                  onClick={() => props.onDelete(row)}
                >
                  Delete
                </RowAction>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
