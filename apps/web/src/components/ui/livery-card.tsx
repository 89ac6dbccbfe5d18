import type { LiveryListItem } from '@paddock/contract';
import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadIcon } from '@/components/ui/icons/common-icons';
import { HeartIcon } from '@/components/ui/icons/livery-icons';
import { liveryDetailPath } from '@/config/livery-path';
import { ClassBadge, carClassColor } from './class-badge';
import { HighlightedText, type SearchHighlight } from './highlighted-text';
import { InstalledBadge } from './installed-badge';
import { LiveryImage } from './livery-image';

/** The list item's thumbnail is about 480 px wide at 16:9 (DESIGN §5). */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 270;

const count = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return count.format(value);
}

/** A control another feature puts on each card (Add to collection), composed by app/. */
export type CardAction = (livery: LiveryListItem) => ReactNode;

interface LiveryCardProps {
  livery: LiveryListItem;
  className?: string;
  style?: CSSProperties;
  /** Shown over the card's image, above the card-wide link so it stays clickable. */
  action?: ReactNode;
  /** What a search matched: those words of the title are marked (Browse with a search). */
  highlight?: SearchHighlight;
}

/** A livery in a list: screenshot, class, title, author, car and counts; the whole card links to it. */
export function LiveryCard({ livery, className, style, action, highlight }: LiveryCardProps) {
  const color = carClassColor(livery.carClassName);
  const author = livery.authorUsername || 'Unknown Artist';
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850',
        'transition-[border-color,box-shadow,translate] duration-300 hover:-translate-y-1 hover:border-carbon-500',
        'hover:shadow-[0_18px_40px_-20px_var(--class-color)] has-[a:focus-visible]:border-signal-400',
        className,
      )}
      style={{ '--class-color': color, ...style } as CSSProperties}
    >
      <div className="relative aspect-video overflow-hidden bg-carbon-800">
        <LiveryImage
          src={livery.primaryScreenshotUrl}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading="lazy"
          className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-carbon-950/80 to-transparent"
        />
        <ClassBadge name={livery.carClassName} className="absolute top-3 left-3" />
        <InstalledBadge
          liveryId={livery.id}
          uploadDate={livery.uploadDate}
          updatedAt={livery.updatedAt}
          className="absolute top-3 right-3"
        />
        {action && <div className="absolute right-3 bottom-3 z-10">{action}</div>}
      </div>
      <div aria-hidden="true" className="h-[3px]" style={{ backgroundColor: color }} />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="truncate font-display text-lg leading-tight font-bold tracking-wide">
          <Link
            to={liveryDetailPath(livery.id, livery.title)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-race-300"
          >
            <HighlightedText text={livery.title} highlight={highlight} />
          </Link>
        </h3>
        <p className="mt-1 truncate text-sm text-ink-400">
          by <span className="font-medium text-ink-200">{author}</span>
        </p>
        <p className="mt-0.5 truncate text-sm text-ink-300">{livery.carModelName}</p>
        <dl className="mt-auto flex items-center gap-4 border-t border-carbon-700/80 pt-3 text-sm text-ink-300 [&_svg]:size-4 [&_svg]:text-ink-500">
          <div className="flex items-center gap-1.5">
            <dt>
              <DownloadIcon />
              <span className="sr-only">Downloads</span>
            </dt>
            <dd className="tabular-nums">{formatCount(livery.downloadCount)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <HeartIcon />
              <span className="sr-only">Favourites</span>
            </dt>
            <dd className="tabular-nums">{formatCount(livery.favoriteCount)}</dd>
          </div>
          {livery.ratingAverage !== null && livery.ratingCount > 0 && (
            <div className="flex items-center gap-1.5">
              <dt>
                <span aria-hidden="true" className="text-signal-400">
                  ★
                </span>
                <span className="sr-only">Average rating</span>
              </dt>
              {/* The vote count beside the average (issue 34 §6): Top rated weighs both, so 4.5 from
                  many votes can rank above 4.7 from a few, and the card must show why. */}
              <dd className="tabular-nums">
                {livery.ratingAverage.toFixed(1)}
                <span aria-hidden="true" className="text-ink-400">
                  {' '}
                  ({formatCount(livery.ratingCount)})
                </span>
                <span className="sr-only">
                  {' '}
                  out of 5 from {livery.ratingCount} {livery.ratingCount === 1 ? 'rating' : 'ratings'}
                </span>
              </dd>
            </div>
          )}
          {(livery.currentVersion ?? 1) > 1 && (
            <div className="ml-auto flex items-center">
              <dt className="sr-only">Version</dt>
              <dd className="rounded-sm border border-carbon-600 px-1.5 py-0.5 font-mono text-xs text-ink-300">
                v{livery.currentVersion}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while a list loads. */
export function LiveryCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850', className)}
    >
      <div className="aspect-video animate-pulse bg-carbon-800" />
      <div className="h-[3px] bg-carbon-700" />
      <div className="space-y-2.5 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-carbon-700" />
        <div className="h-3.5 w-1/2 animate-pulse rounded bg-carbon-700/80" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-carbon-700/60" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-carbon-700/60 pt-3" />
      </div>
    </div>
  );
}
