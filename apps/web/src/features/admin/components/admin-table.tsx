import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons/livery-icons';
import type { SortState } from './sort-state';
import type { Selection } from './use-selection';

export interface AdminColumn {
  id: string;
  header: ReactNode;
  /** Set when the column can be sorted: the key passed to `onSort`. */
  sortKey?: string;
  className?: string;
}

interface AdminTableProps {
  /** Accessible name of the table, e.g. 'Users'. */
  label: string;
  columns: readonly AdminColumn[];
  sort?: SortState;
  onSort?: (key: string) => void;
  loading?: boolean;
  /** A failure loading the rows: shown in place of them with a Try Again button. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows (and no loading or error). */
  empty: ReactNode;
  rowCount: number;
  /** The `<tr>` rows. */
  children: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing (a Tailwind min-w class). */
  minWidthClass?: string;
}

/** Cell classes shared by every admin table row. */
export const cellClasses = 'px-3 py-3 align-middle';

/** Table shell: sortable headers (aria-sort + arrow), loading/empty/error rows, scrolls sideways on phones. */
export function AdminTable({
  label,
  columns,
  sort,
  onSort,
  loading = false,
  error,
  onRetry,
  empty,
  rowCount,
  children,
  minWidthClass = 'min-w-max',
}: AdminTableProps) {
  const status = (content: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={columns.length} className="px-3 py-10 text-center text-ink-300" role={role}>
        {content}
      </td>
    </tr>
  );
  let body: ReactNode = children;
  if (error) {
    body = status(
      <div className="flex flex-col items-center gap-3">
        <span className="text-race-300">{error}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>,
      'alert',
    );
  } else if (loading && rowCount === 0) {
    body = status('Loading...', 'status');
  } else if (rowCount === 0) {
    body = status(empty);
  }

  return (
    // `relative` keeps absolutely placed content (sr-only headers) inside the scroller, not widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-carbon-700 bg-carbon-850/80" aria-busy={loading}>
      <table aria-label={label} className={clsx('w-full border-collapse text-left text-sm', minWidthClass)}>
        <thead className="border-b border-carbon-700 bg-carbon-800/80">
          <tr>
            {columns.map((column) => {
              const active = sort !== undefined && column.sortKey !== undefined && sort.key === column.sortKey;
              const direction = active ? (sort.descending ? 'descending' : 'ascending') : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortKey ? (direction ?? 'none') : undefined}
                  className={clsx(
                    'px-3 py-3 font-display text-xs font-bold tracking-widest text-ink-300 uppercase',
                    column.className,
                  )}
                >
                  {column.sortKey && onSort ? (
                    <button
                      type="button"
                      onClick={() => column.sortKey && onSort(column.sortKey)}
                      className={clsx(
                        'inline-flex items-center gap-1 uppercase transition-colors hover:text-ink-50',
                        active && 'text-ink-50',
                      )}
                    >
                      {column.header}
                      {active &&
                        (sort.descending ? (
                          <ArrowDownIcon aria-hidden="true" className="size-3.5 text-race-400" />
                        ) : (
                          <ArrowUpIcon aria-hidden="true" className="size-3.5 text-race-400" />
                        ))}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={clsx('divide-y divide-carbon-700/70', loading && rowCount > 0 && 'opacity-60')}>{body}</tbody>
      </table>
    </div>
  );
}

/** What every selectable, server-sorted list table takes besides its rows and row actions. */
export interface ListTableProps<K extends string> {
  selection: Selection;
  sort: SortState<K>;
  onSort: (key: K) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}
