import { clsx } from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/livery-icons';
import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  className?: string;
}

/** Prev / 'Page X of Y' / Next; nothing at all when there is only one page. */
export function Pagination({ page, totalPages, onPageChange, disabled = false, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={clsx('flex items-center justify-center gap-3 sm:gap-5', className)}>
      <Button variant="secondary" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon /> Prev
      </Button>
      <span className="min-w-28 text-center font-display text-sm font-bold tracking-widest text-ink-200 uppercase tabular-nums">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" disabled={disabled || page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRightIcon />
      </Button>
    </nav>
  );
}
