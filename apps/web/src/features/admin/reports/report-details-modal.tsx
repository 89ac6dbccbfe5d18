import type { AdminReport } from '@paddock/contract';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { liveryDetailPath } from '@/config/livery-path';
import { href } from '@/config/paths';
import { formatCount, formatDateTime } from '../components/format';
import { timeAgo } from '../layout/relative-time';
import { ReportReasonBadge, ReportStatusBadge, ReportTargetBadge } from './report-badges';
import { ACTION_LABELS, ADMIN_REPORT_MESSAGES, type ReportAction } from './report-messages';
import { canRemoveReportedCollection, reportedCollectionPath } from './reported-collection';
import { ReportedCommentActions } from './reported-comment-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-ink-50">{children}</dd>
    </div>
  );
}

interface ReportDetailsModalProps {
  report: AdminReport | null;
  onClose: () => void;
  onAction: (action: ReportAction, report: AdminReport) => void;
  onRemoveCollection: (report: AdminReport) => void;
  busy: boolean;
}

/** What the report is about: the livery (spec §2 Details modal), or since issue 34 §17 the collection. */
function TargetRows({ report }: { report: AdminReport }) {
  const c = report.reportedCollection;
  if (c)
    return (
      <>
        <Row label="Collection">
          {c.name}
          {c.state !== 'public' && (
            <span className="ml-2 text-xs text-ink-400">
              ({c.state === 'deleted' ? ADMIN_REPORT_MESSAGES.collectionGone : ADMIN_REPORT_MESSAGES.collectionPrivate})
            </span>
          )}
        </Row>
        <Row label="Owner">{c.ownerUsername ?? '—'}</Row>
        <Row label="Kind">{c.isLeaguePack ? 'League pack' : 'Collection'}</Row>
      </>
    );
  return (
    <>
      <Row label="Livery">{report.livery?.title ?? ADMIN_REPORT_MESSAGES.deletedLivery}</Row>
      <Row label="Author">{report.livery?.authorUsername ?? '—'}</Row>
      <Row label="Car model">{report.livery?.carModelName ?? '—'}</Row>
      <Row label="Downloads">
        {report.livery?.downloadCount == null ? '—' : formatCount(report.livery.downloadCount)}
      </Row>
    </>
  );
}

/** Everything about one report, with its moderation actions and a way to the livery or collection. */
export function ReportDetailsModal({ report, onClose, onAction, onRemoveCollection, busy }: ReportDetailsModalProps) {
  // A collection report also offers Remove Collection and the collection's page (issue 34 §17).
  const collectionPath = report && reportedCollectionPath(report);
  return (
    <Modal open={report !== null} onOpenChange={(open) => !open && onClose()} title={`Report #${report?.id ?? ''}`}>
      {report && (
        <>
          <dl className="divide-y divide-carbon-700/70">
            <Row label="Status">
              <ReportStatusBadge status={report.status} />
              {report.handledBy && report.handledAt && (
                <span className="ml-2 text-xs text-ink-400">
                  by {report.handledBy.username} on {formatDateTime(report.handledAt)}
                </span>
              )}
            </Row>
            <Row label="Reason">
              <ReportReasonBadge reason={report.reason} />
            </Row>
            <Row label="Target">
              <ReportTargetBadge target={report.target} />
            </Row>
            {report.reportedComment && (
              <>
                <Row label="Reported comment">
                  <span className="whitespace-pre-wrap">{report.reportedComment.excerpt}</span>
                  {report.reportedComment.state !== 'visible' && (
                    <span className="ml-2 text-xs text-ink-400">
                      ({report.reportedComment.state === 'hidden' ? 'hidden' : ADMIN_REPORT_MESSAGES.commentGone})
                    </span>
                  )}
                </Row>
                <Row label="Comment author">{report.reportedComment.authorUsername ?? '—'}</Row>
              </>
            )}
            <Row label="Reported">
              {formatDateTime(report.dateReported)} ({timeAgo(report.dateReported)})
            </Row>
            <Row label="Reporter">{report.reporter?.username ?? ADMIN_REPORT_MESSAGES.deletedUser}</Row>
            <Row label="Comments">
              <span className="whitespace-pre-wrap">{report.comment?.trim() || ADMIN_REPORT_MESSAGES.noComment}</span>
            </Row>
            <TargetRows report={report} />
          </dl>
          <ReportedCommentActions report={report} onDone={onClose} />
          <div className="mt-6 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy || report.status === 'UnderInvestigation'}
              onClick={() => onAction('investigate', report)}
            >
              {ACTION_LABELS.investigate}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('resolve', report)}>
              {ACTION_LABELS.resolve}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAction('dismiss', report)}>
              {ACTION_LABELS.dismiss}
            </Button>
            {canRemoveReportedCollection(report) && (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRemoveCollection(report)}>
                {ADMIN_REPORT_MESSAGES.removeCollection}
              </Button>
            )}
            {report.reason === 'StolenContent' && report.target === 'livery' && (
              // Issue 36 point 5: the report's case, the reported livery beside its original.
              <ButtonLink size="sm" variant="secondary" to={`${href('adminPossibleCopies')}?reportId=${report.id}`}>
                {ADMIN_REPORT_MESSAGES.possibleCopyCase}
              </ButtonLink>
            )}
            {collectionPath && (
              <ButtonLink size="sm" variant="ghost" to={collectionPath} className="sm:ml-auto">
                {ADMIN_REPORT_MESSAGES.viewCollection}
              </ButtonLink>
            )}
            {report.liveryId !== null && (
              <ButtonLink
                size="sm"
                variant="ghost"
                to={liveryDetailPath(report.liveryId, report.livery?.title ?? '')}
                className="sm:ml-auto"
              >
                View Livery
              </ButtonLink>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
