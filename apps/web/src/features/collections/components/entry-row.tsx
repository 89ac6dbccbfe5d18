import type { CollectionEntry } from '@paddock/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@/components/ui/icons/livery-icons';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath } from '@/config/livery-path';
import { COLLECTION_UI } from '../lib/messages';
import type { PackGrid } from '../lib/use-pack-grid';
import { PackFields } from './pack-fields';

export interface EntryActions {
  moveUp?: () => void;
  moveDown?: () => void;
  remove: () => void;
  /** The league-pack grid the row's fields belong to (league packs only). */
  grid?: PackGrid;
  busy: boolean;
}

interface EntryRowProps {
  entry: CollectionEntry;
  isLeaguePack: boolean;
  /** Only for the owner. */
  actions?: EntryActions;
}

/**
 * One livery of a collection: its card line, league pack fields, and the owner's controls. Titles and
 * team names wrap rather than being cut, so a phone shows them whole (issue 34 §16).
 */
export function EntryRow({ entry, isLeaguePack, actions }: EntryRowProps) {
  const { livery } = entry;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-carbon-700 bg-carbon-850 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:min-w-64 sm:gap-4">
        {isLeaguePack && !actions && (
          <span className="w-10 shrink-0 text-center font-display text-xl sm:w-12 sm:text-2xl font-bold text-race-300 tabular-nums">
            {entry.carNumber ? `#${entry.carNumber}` : '–'}
          </span>
        )}
        <LiveryImage
          src={livery.primaryScreenshotUrl}
          width={160}
          height={90}
          loading="lazy"
          className="aspect-video w-20 shrink-0 rounded-md object-cover sm:w-28"
        />
        <div className="min-w-0">
          <Link
            to={liveryDetailPath(livery.id, livery.title)}
            className="block font-semibold break-words hover:text-race-300"
          >
            {livery.title}
          </Link>
          <p className="text-sm break-words text-ink-400">
            {livery.carModelName} · {COLLECTION_UI.by} {livery.authorUsername ?? 'Unknown Artist'}
          </p>
          {isLeaguePack && !actions && entry.driverOrTeam && (
            <p className="text-sm break-words text-ink-200">{entry.driverOrTeam}</p>
          )}
        </div>
      </div>
      {actions?.grid && isLeaguePack && <PackFields liveryId={livery.id} title={livery.title} grid={actions.grid} />}
      {actions && (
        <div className="flex shrink-0 gap-1.5">
          <Button
            variant="ghost"
            size="sm"
            onClick={actions.moveUp}
            disabled={!actions.moveUp || actions.busy}
            aria-label={COLLECTION_UI.moveUp(livery.title)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={actions.moveDown}
            disabled={!actions.moveDown || actions.busy}
            aria-label={COLLECTION_UI.moveDown(livery.title)}
          >
            <ArrowDownIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={actions.remove}
            disabled={actions.busy}
            aria-label={COLLECTION_UI.remove(livery.title)}
          >
            <TrashIcon />
          </Button>
        </div>
      )}
    </li>
  );
}
