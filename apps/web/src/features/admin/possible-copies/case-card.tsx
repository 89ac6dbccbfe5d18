import {
  type CaseLivery,
  POSSIBLE_COPY_LABELS,
  type PossibleCopyCase,
  type PossibleCopyResolution,
} from '@paddock/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { liveryDetailPath, userProfilePath } from '@/config/livery-path';
import { href } from '@/config/paths';
import { formatDateTime } from '../components/format';
import { Pill } from '../components/row-action';
import { differenceImageUrl } from './possible-copies-api';
import { POSSIBLE_COPIES_UI as UI } from './possible-copies-ui';

const STATUS_TONES = { Open: 'warn', Copy: 'bad', Permitted: 'good', FalseMatch: 'neutral' } as const;

/** The colour signature's three means as swatches (the spreads are in its title). */
function ColourSignature({ colour }: { colour: string }) {
  const mean = `#${colour.slice(0, 6)}`;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-ink-400" title={`${UI.colour}: ${colour}`}>
      <span aria-hidden="true" className="size-3 rounded-sm border border-carbon-500" style={{ background: mean }} />
      {UI.colour} {mean}
    </span>
  );
}

function FlatView({ src, alt }: { src: string | null; alt: string }) {
  return src ? (
    <img src={src} alt={alt} loading="lazy" className="aspect-square w-full rounded-lg bg-carbon-900 object-contain" />
  ) : (
    <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-carbon-900 text-xs text-ink-400">
      {UI.noFlatView}
    </div>
  );
}

/** One side of the comparison: the flat view, then title, author and colour signature. */
function Side({ heading, livery }: { heading: string; livery: CaseLivery | null }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{heading}</figcaption>
      <FlatView src={livery?.flatViewUrl ?? null} alt={UI.flatViewOf(livery?.title ?? heading)} />
      {livery ? (
        <div className="min-w-0 text-sm">
          {livery.id !== null ? (
            <Link
              to={liveryDetailPath(livery.id, livery.title)}
              className="font-semibold break-words text-ink-50 hover:text-race-300"
            >
              {livery.title}
            </Link>
          ) : (
            <span className="font-semibold break-words text-ink-200">
              {livery.title} <span className="font-normal text-ink-400">({UI.gone})</span>
            </span>
          )}
          <p className="text-xs text-ink-400">
            {UI.by}{' '}
            {livery.author ? (
              <Link to={userProfilePath(livery.author.id)} className="hover:text-race-300">
                {livery.author.username}
              </Link>
            ) : (
              UI.formerMember
            )}
            {livery.uploadedAt && ` · ${formatDateTime(livery.uploadedAt)}`}
          </p>
          {livery.colour && <ColourSignature colour={livery.colour} />}
        </div>
      ) : (
        <p className="text-sm text-ink-400">{UI.noOriginal}</p>
      )}
    </figure>
  );
}

/**
 * A case of Admin → Possible copies: the suspected copy and the original side by side (flat
 * views), the difference image, the distance, the report it came from, and the three answers
 * while it is open.
 */
export function CaseCard({
  kase,
  onResolve,
}: {
  kase: PossibleCopyCase;
  onResolve: (kase: PossibleCopyCase, resolution: PossibleCopyResolution) => void;
}) {
  const comparable = Boolean(kase.copy.flatViewUrl && kase.original?.flatViewUrl);
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Pill tone={STATUS_TONES[kase.status]}>{POSSIBLE_COPY_LABELS[kase.status]}</Pill>
        <span className="text-ink-300">{kase.source === 'report' ? UI.fromReport : UI.fromFingerprint}</span>
        <span className="text-ink-400">
          · {kase.distance === null ? UI.noDistance : UI.distance(kase.distance)} · {formatDateTime(kase.createdAt)}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Side heading={UI.copy} livery={kase.copy} />
        <Side heading={UI.original} livery={kase.original} />
        {comparable && (
          <figure className="col-span-2 flex flex-col gap-2 lg:col-span-1">
            <figcaption className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
              {UI.difference}
            </figcaption>
            <img
              src={differenceImageUrl(kase.id)}
              alt={UI.differenceAlt(kase.copy.title)}
              loading="lazy"
              className="aspect-square w-full rounded-lg bg-carbon-900 object-contain"
            />
            <p className="text-xs text-ink-400">{UI.differenceHint}</p>
          </figure>
        )}
      </div>
      {kase.report && (
        <blockquote className="rounded-lg border border-carbon-700 bg-carbon-900/60 p-3 text-ink-200">
          <p className="text-xs text-ink-400">
            {UI.reportBy(kase.report.reporterUsername ?? UI.formerMember)} ·{' '}
            <Link to={`${href('adminReports')}?search=${encodeURIComponent(kase.copy.title)}`} className="underline">
              {UI.openReport}
            </Link>
          </p>
          {kase.report.comment && <p className="mt-1 whitespace-pre-line">{kase.report.comment}</p>}
        </blockquote>
      )}
      {kase.status === 'Open' ? (
        <fieldset aria-label={UI.actionsOf(kase.copy.title)} className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
          <Button size="sm" onClick={() => onResolve(kase, 'Copy')} disabled={kase.copy.id === null}>
            {UI.removeCopy}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onResolve(kase, 'Permitted')}
            disabled={!kase.original?.id}
          >
            {UI.permit}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onResolve(kase, 'FalseMatch')}>
            {UI.falseMatch}
          </Button>
        </fieldset>
      ) : (
        kase.resolvedBy &&
        kase.resolvedAt && (
          <p className="text-xs text-ink-400">
            {UI.resolvedBy(kase.resolvedBy.username, formatDateTime(kase.resolvedAt))}
            {kase.resolutionMessage && `: “${kase.resolutionMessage}”`}
          </p>
        )
      )}
    </li>
  );
}
