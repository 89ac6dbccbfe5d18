import type { LiveryListItem } from '@paddock/contract';
import { clsx } from 'clsx';
import type { SearchHighlight } from './highlighted-text';
import { type CardAction, LiveryCard, LiveryCardSkeleton } from './livery-card';
import { CARD_STAGGER_MS, revealProps, useScrollReveal } from './reveal';

export const LIVERY_GRID_CLASSES = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface LiveryGridProps {
  liveries: readonly LiveryListItem[];
  /** Fade the cards in, one after another, when the grid is scrolled into view (shown at once otherwise). */
  animate?: boolean;
  /** Delay between two cards when animated (browse 50 ms, related 75 ms). */
  staggerMs?: number;
  className?: string;
  /** A control on each card from another feature (Add to collection). */
  cardAction?: CardAction;
  /** What a search matched, marked in each card's title. */
  highlight?: SearchHighlight;
}

/** The responsive card grid used by home, browse, detail, profiles and My Liveries. */
export function LiveryGrid({
  liveries,
  animate = false,
  staggerMs = CARD_STAGGER_MS.browse,
  className,
  cardAction,
  highlight,
}: LiveryGridProps) {
  const [ref, play] = useScrollReveal<HTMLUListElement>();
  return (
    <ul ref={ref} className={clsx(LIVERY_GRID_CLASSES, className)}>
      {liveries.map((livery, index) => {
        const motion = animate ? revealProps(play, index * staggerMs) : undefined;
        return (
          <li key={livery.id} className={motion?.className} style={motion?.style}>
            <LiveryCard livery={livery} action={cardAction?.(livery)} highlight={highlight} />
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder cards in the same grid while a list loads. */
export function LiveryGridSkeleton({ count = 8, className }: { count?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx(LIVERY_GRID_CLASSES, className)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on.
        <LiveryCardSkeleton key={index} />
      ))}
    </div>
  );
}
