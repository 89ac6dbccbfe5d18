import { type AdminReport, collectionSlug } from '@paddock/contract';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import { Pill, RowAction } from '../components/row-action';
import { ReportTargetBadge } from './report-badges';
import { ADMIN_REPORT_MESSAGES } from './report-messages';

/** The address of a reported collection's page, while it exists. */
export function reportedCollectionPath(report: AdminReport): string | null {
  const c = report.reportedCollection;
  return c?.id == null ? null : href('collectionDetail', { id: c.id, slug: collectionSlug(c.name) });
}

/** Whether Remove Collection applies: only a public collection can be removed (as in Admin → Collections). */
export function canRemoveReportedCollection(report: AdminReport): boolean {
  return report.reportedCollection?.state === 'public' && report.reportedCollection.id !== null;
}

/**
 * Issue 34 §17: the reported collection in the Reports table and cards: a Collection badge (and
 * League pack), a link to its page with its owner, or its kept name struck through once deleted.
 */
export function ReportedCollection({ report, width }: { report: AdminReport; width: string }) {
  const c = report.reportedCollection;
  if (!c) return null;
  const path = reportedCollectionPath(report);
  return (
    <span className={`flex ${width} flex-col gap-0.5`}>
      <span className="flex flex-wrap items-center gap-1.5">
        <ReportTargetBadge target="collection" />
        {c.isLeaguePack && <Pill>League pack</Pill>}
        {c.state === 'private' && (
          <span className="text-xs text-ink-500">{ADMIN_REPORT_MESSAGES.collectionPrivate}</span>
        )}
      </span>
      {path ? (
        <Link to={path} className="font-semibold break-words text-ink-50 hover:text-race-300">
          {c.name}
        </Link>
      ) : (
        <span className="break-words text-ink-300 line-through">{c.name}</span>
      )}
      <span className="text-xs text-ink-400">
        {c.state === 'deleted' ? ADMIN_REPORT_MESSAGES.collectionGone : `by ${c.ownerUsername ?? 'Unknown'}`}
      </span>
    </span>
  );
}

/** The row's Remove Collection, beside Dismiss: opens Admin → Collections' removal with its reason. */
export function RemoveReportedCollection({
  report,
  busy,
  onRemove,
}: {
  report: AdminReport;
  busy: boolean;
  onRemove: (report: AdminReport) => void;
}) {
  if (!canRemoveReportedCollection(report)) return null;
  return (
    <RowAction
      label={ADMIN_REPORT_MESSAGES.removeCollectionOf(report.id)}
      tone="danger"
      disabled={busy}
      onClick={() => onRemove(report)}
    >
      Remove
    </RowAction>
  );
}
