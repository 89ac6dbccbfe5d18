import { clsx } from 'clsx';
import type { SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons/common-icons';

/**
 * A styled native select: the platform picker is the most usable one on phones, it is fully
 * accessible, and it costs no JavaScript.
 */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className={clsx(
          'h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-carbon-600 bg-carbon-850 pr-9 pl-3 text-sm text-ink-50',
          // Focus amber like every focused control; red is for errors (issue 34 §12).
          'transition-colors hover:border-carbon-500 focus:border-signal-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-signal-400/30',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-400" />
    </div>
  );
}
