import { COLLECTION_LIMITS, type CollectionEntry } from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form/form-controls';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@/components/ui/icons/livery-icons';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath } from '@/config/livery-path';
import { COLLECTION_UI } from '../lib/messages';

export interface EntryActions {
  moveUp?: () => void;
  moveDown?: () => void;
  remove: () => void;
  save: (fields: { carNumber: string | null; driverOrTeam: string | null }) => void;
  busy: boolean;
}

interface EntryRowProps {
  entry: CollectionEntry;
  isLeaguePack: boolean;
  /** Only for the owner. */
  actions?: EntryActions;
}

/** One livery of a collection: its card line, league pack fields, and the owner's controls. */
export function EntryRow({ entry, isLeaguePack, actions }: EntryRowProps) {
  const { livery } = entry;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-carbon-700 bg-carbon-850 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {isLeaguePack && !actions && (
          <span className="w-12 shrink-0 text-center font-display text-2xl font-bold text-race-300 tabular-nums">
            {entry.carNumber ? `#${entry.carNumber}` : '–'}
          </span>
        )}
        <LiveryImage
          src={livery.primaryScreenshotUrl}
          width={160}
          height={90}
          loading="lazy"
          className="aspect-video w-28 shrink-0 rounded-md object-cover"
        />
        <div className="min-w-0">
          <Link
            to={liveryDetailPath(livery.id, livery.title)}
            className="block truncate font-semibold hover:text-race-300"
          >
            {livery.title}
          </Link>
          <p className="truncate text-sm text-ink-400">
            {livery.carModelName} · {COLLECTION_UI.by} {livery.authorUsername ?? 'Unknown Artist'}
          </p>
          {isLeaguePack && !actions && entry.driverOrTeam && (
            <p className="truncate text-sm text-ink-200">{entry.driverOrTeam}</p>
          )}
        </div>
      </div>
      {actions && isLeaguePack && <PackFields entry={entry} actions={actions} />}
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

/** Car number and driver or team, saved together. */
function PackFields({ entry, actions }: { entry: CollectionEntry; actions: EntryActions }) {
  const [carNumber, setCarNumber] = useState(entry.carNumber ?? '');
  const [driverOrTeam, setDriverOrTeam] = useState(entry.driverOrTeam ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.save({ carNumber: carNumber.trim() || null, driverOrTeam: driverOrTeam.trim() || null });
  };
  const title = entry.livery.title;
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label={`${COLLECTION_UI.leaguePack}: ${title}`}
    >
      <label className="flex w-24 flex-col gap-1 text-xs font-semibold text-ink-300">
        {COLLECTION_UI.carNumber}
        <input
          value={carNumber}
          onChange={(e) => setCarNumber(e.target.value)}
          inputMode="numeric"
          pattern="[0-9]{1,3}"
          maxLength={3}
          className={inputClasses(false, 'h-9')}
        />
      </label>
      <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs font-semibold text-ink-300 sm:w-44 sm:flex-none">
        {COLLECTION_UI.driverOrTeam}
        <input
          value={driverOrTeam}
          onChange={(e) => setDriverOrTeam(e.target.value)}
          maxLength={COLLECTION_LIMITS.driverOrTeamMax}
          className={inputClasses(false, 'h-9')}
        />
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={actions.busy}>
        {COLLECTION_UI.save}
      </Button>
    </form>
  );
}
