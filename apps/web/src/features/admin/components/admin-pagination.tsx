import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/livery-icons';
import { isPageChange, pageWindow, shownRange } from './page-window';

interface AdminPaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  pageSize: number;
  /** Plural of what is listed, for 'Showing X to Y of N {noun}'. */
  noun: string;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Footer of an admin list: 'Showing X to Y of N …', Previous, page buttons (current ± 2) and Next. */
export function AdminPagination({
  page,
  totalPages,
  totalCount,
  pageSize,
  noun,
  onPageChange,
  disabled = false,
}: AdminPaginationProps) {
  const { from, to } = shownRange(page, pageSize, totalCount);
  // Out-of-range pages and the current page are ignored (spec admin-and-pages §2 Admin Users).
  const go = (target: number) => {
    if (isPageChange(target, page, totalPages)) onPageChange(target);
  };
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-ink-300 tabular-nums">
        Showing {from} to {to} of {totalCount} {noun}
      </p>
      {totalPages > 1 && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
          <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeftIcon /> Previous
          </Button>
          {pageWindow(page, totalPages).map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
              disabled={disabled}
              onClick={() => go(n)}
              className={clsx(
                'grid h-9 min-w-9 place-items-center rounded-md px-2 text-sm font-semibold tabular-nums transition-colors disabled:opacity-50',
                n === page
                  ? 'bg-race-500 text-white'
                  : 'border border-carbon-600 text-ink-200 hover:border-ink-400 hover:text-ink-50',
              )}
            >
              {n}
            </button>
          ))}
          <Button variant="secondary" size="sm" disabled={disabled || page >= totalPages} onClick={() => go(page + 1)}>
            Next <ChevronRightIcon />
          </Button>
        </nav>
      )}
    </div>
  );
}
