import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The bar shown while rows are selected: the count, the bulk actions and a way to clear the selection. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-3 rounded-xl border border-race-500/40 bg-race-500/10 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p role="status" className="font-display text-sm font-bold tracking-widest text-ink-50 uppercase">
        {count} selected
      </p>
      <div className="flex flex-wrap items-center gap-2 sm:flex-1">{children}</div>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
