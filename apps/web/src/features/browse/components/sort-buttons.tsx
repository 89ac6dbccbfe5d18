import type { SortKey } from '@paddock/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons/livery-icons';
import { BROWSE_MESSAGES } from '../browse-messages';
import { hasDirection, sortOptionsFor } from '../lib/browse-sort';

interface SortButtonsProps {
  sortBy: SortKey;
  descending: boolean;
  /** The search term: Best match is offered only with one. */
  search: string;
  onSort: (key: SortKey) => void;
  disabled?: boolean;
}

/**
 * (Best match,) Date, Downloads, Favorites, Top rated, Title, Author: the active one carries the
 * direction arrow, except Best match, which is always best first. Top rated, when chosen, says in
 * one line how it ranks (votes count as well as stars), so its order does not look wrong.
 */
export function SortButtons({ sortBy, descending, search, onSort, disabled }: SortButtonsProps) {
  const hintId = useId();
  const showHint = sortBy === 'rating';
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-left mr-1 font-display text-xs font-bold tracking-[0.18em] text-ink-400 uppercase">
        Sort by
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {sortOptionsFor(search).map(({ key, label }) => {
          const active = key === sortBy;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={active}
              aria-describedby={key === 'rating' && showHint ? hintId : undefined}
              disabled={disabled}
              onClick={() => onSort(key)}
              className={clsx(
                'inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-semibold transition-colors',
                'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-3.5',
                active
                  ? 'border-race-500 bg-race-500/15 text-ink-50 shadow-[inset_0_-2px_0_var(--color-race-500)]'
                  : 'border-carbon-600 bg-carbon-850 text-ink-300 hover:border-carbon-500 hover:text-ink-50',
              )}
            >
              {label}
              {active && hasDirection(key) && (
                <>
                  {descending ? <ArrowDownIcon className="text-race-400" /> : <ArrowUpIcon className="text-race-400" />}
                  <span className="sr-only">{descending ? '(descending)' : '(ascending)'}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {showHint && (
        <p id={hintId} className="basis-full text-sm text-ink-400">
          {BROWSE_MESSAGES.topRatedExplained}
        </p>
      )}
    </fieldset>
  );
}
