import type { LiveryDetail } from '@paddock/contract';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon, FlagIcon } from '@/components/ui/icons/common-icons';
import { HeartIcon, PencilIcon, TrashIcon } from '@/components/ui/icons/livery-icons';
import { formatCount } from '@/components/ui/livery-card';
import { editLiveryPath } from '@/config/livery-path';
import { formatLongDate } from '../lib/livery-meta';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';
import { RegionSpecs } from './region-specs';

export function SidebarCard({
  title,
  children,
  className,
  accent,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  accent?: string;
}) {
  const id = `sidebar-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={clsx('rounded-xl border border-carbon-700 bg-carbon-850/90 p-5', className)}
      style={accent ? { borderTopColor: accent, borderTopWidth: 3 } : undefined}
    >
      <h2 id={id} className="mb-4 font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LiveryDetails({ livery }: { livery: LiveryDetail }) {
  const rows: [string, ReactNode][] = [
    ['Class', livery.carClassName],
    ['Car', livery.carModelName],
    ['Uploaded', formatLongDate(livery.uploadDate)],
    ['Downloads', formatCount(livery.downloadCount)],
    ['Favorites', formatCount(livery.favoriteCount)],
  ];
  return (
    <SidebarCard title="Details">
      <dl className="divide-y divide-carbon-700/70 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0">
            <dt className="text-ink-400">{label}</dt>
            <dd className="text-right font-medium text-ink-50 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </SidebarCard>
  );
}

/**
 * How many regions of the scrolling box are not yet in sight below its fold: 0 once the reader
 * has scrolled to the end or when all fit. Measured on scroll and when the box changes size.
 */
function useRegionsBelow() {
  const box = useRef<HTMLElement>(null);
  const [below, setBelow] = useState(0);
  const measure = useCallback(() => {
    const node = box.current;
    if (!node) return;
    const fold = node.getBoundingClientRect().bottom;
    const rows = [...node.querySelectorAll('li')];
    setBelow(rows.filter((row) => row.getBoundingClientRect().bottom > fold + 1).length);
  }, []);
  // After every render (the regions may have changed: five rectangles, cheap), and on resizes.
  useEffect(measure);
  useEffect(() => {
    const node = box.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure]);
  return { box, below, measure };
}

export function RegionSpecifications({ livery }: { livery: LiveryDetail }) {
  const { box, below, measure } = useRegionsBelow();
  return (
    <SidebarCard title="Region Specifications">
      <div className="relative">
        <section
          ref={box}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          aria-label="Region specifications list"
          onScroll={measure}
          className="-mr-2 min-h-[330px] max-h-[360px] overflow-y-auto pr-2 [scrollbar-width:thin] focus-visible:outline-offset-4"
        >
          <RegionSpecs configurations={livery.regionConfigurations} />
        </section>
        {/* The fold of the box said out loud (issue 34 §7): a region cut off there read as the last. */}
        {below > 0 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-carbon-850 to-transparent"
          />
        )}
      </div>
      {below > 0 && (
        <p className="mt-2 flex items-center justify-center gap-1.5 text-xs font-semibold text-ink-400">
          {LIVERY_PAGE_MESSAGES.regions.moreBelow(below)}
          <span aria-hidden="true">↓</span>
        </p>
      )}
    </SidebarCard>
  );
}

interface GetThisLiveryProps {
  livery: LiveryDetail;
  onDownload: () => void;
  downloading: boolean;
  onFavorite: () => void;
  favoritePending: boolean;
  onReport: () => void;
  onIntentReport?: () => void;
  accent: string;
  /** Install in LMU, composed in by app/ (another feature). */
  install?: ReactNode;
  /** Follow (or "Log in to follow"), from features/notifications via app/: one of the page's actions. */
  follow?: ReactNode;
}

export function GetThisLivery({
  livery,
  onDownload,
  downloading,
  onFavorite,
  favoritePending,
  onReport,
  onIntentReport,
  accent,
  install,
  follow,
}: GetThisLiveryProps) {
  const favorited = livery.isFavoritedByCurrentUser;
  return (
    <SidebarCard title="Get This Livery" accent={accent} className="max-lg:order-first">
      <div className="space-y-3">
        <Button size="lg" className="w-full" onClick={onDownload} aria-busy={downloading}>
          <DownloadIcon /> {downloading ? 'Downloading…' : 'Download'}
        </Button>
        {install}
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="secondary"
            onClick={onFavorite}
            disabled={favoritePending}
            aria-pressed={favorited}
            className={clsx(favorited && 'border-race-500/70 text-race-300')}
          >
            <HeartIcon filled={favorited} className={clsx(favorited && 'text-race-500')} />
            {favorited ? 'Unfavorite' : 'Favorite'}
            <span aria-hidden="true" className="rounded-sm bg-carbon-950/60 px-1.5 text-xs text-ink-300 tabular-nums">
              {formatCount(livery.favoriteCount)}
            </span>
          </Button>
          <DialogButton onOpen={onReport} onIntent={onIntentReport} className="border border-carbon-600">
            <FlagIcon /> Report Livery
          </DialogButton>
        </div>
        {follow}
        <p className="text-xs text-ink-400">
          One zip with <code className="text-ink-200">customskin.tga</code> and{' '}
          <code className="text-ink-200">customskin_region.tga</code>: unzip it into{' '}
          <code className="text-ink-200">UserData\Liveries</code>.
        </p>
      </div>
    </SidebarCard>
  );
}

/** Opens a dialog; hovering or focusing it starts loading the dialog's code, so it opens at once. */
function DialogButton({
  onOpen,
  onIntent,
  className,
  children,
}: {
  onOpen: () => void;
  onIntent?: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent} className={className}>
      {children}
    </Button>
  );
}

export function ManageLivery({
  livery,
  onDelete,
  onIntentDelete,
}: {
  livery: LiveryDetail;
  onDelete: () => void;
  onIntentDelete?: () => void;
}) {
  return (
    <SidebarCard title="Manage Livery" className="border-dashed">
      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to={editLiveryPath(livery.id, livery.title)} variant="secondary">
          <PencilIcon /> Edit Details
        </ButtonLink>
        <DialogButton
          onOpen={onDelete}
          onIntent={onIntentDelete}
          className="border border-race-500/50 text-race-300 hover:bg-race-500/15 hover:text-race-300"
        >
          <TrashIcon /> Delete Livery
        </DialogButton>
      </div>
      <p className="mt-3 text-xs text-ink-400">{LIVERY_PAGE_MESSAGES.ownerNote}</p>
    </SidebarCard>
  );
}
