import type { AdminReport } from '@paddock/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { liveryDetailPath, userProfilePath } from '@/config/livery-path';
import { AdminTable, cellClasses } from '../components/admin-table';
import { formatDateTime } from '../components/format';
import { rowClasses, SelectionCell, selectionColumn } from '../components/select-all-checkbox';
import type { Selection } from '../components/use-selection';
import { timeAgo } from '../layout/relative-time';
import { TimeAgo } from '../layout/time-ago';
import { ReportCommentCell } from './comment-preview';
import { ReportActions } from './report-actions';
import { ReportReasonBadge, ReportStatusBadge, ReportTargetBadge, UrgentLabel } from './report-badges';
import { ADMIN_REPORT_MESSAGES, type ReportAction } from './report-messages';
import { isUrgentReport } from './report-rules';
import { ReportedCollection } from './reported-collection';

export interface ReportsTableProps {
  reports: readonly AdminReport[];
  selection: Selection;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onAction: (action: ReportAction, report: AdminReport) => void;
  onDetails: (report: AdminReport) => void;
  onRemoveCollection: (report: AdminReport) => void;
  busy: boolean;
}

const columns = (selection: Selection, rowCount: number) => [
  selectionColumn(selection, 'Select all reports on this page', rowCount),
  { id: 'reported', header: 'Reported' },
  { id: 'status', header: 'Status' },
  { id: 'reason', header: 'Reason' },
  { id: 'livery', header: 'Reported Livery' },
  { id: 'reporter', header: 'Reporter' },
  { id: 'comment', header: 'Comment' },
  // A visible header: a visually hidden one escapes the scrolling table and widens the page.
  { id: 'actions', header: 'Actions' },
];

/**
 * The reported livery: a link to its page with the author, or its kept title once deleted. A
 * comment report (issue 19) shows a Comment badge and the comment's author above it (its text is
 * in the Comment column, issue 34 §20). A collection report (issue 34 §17) shows the collection.
 */
export function ReportedLivery({ report, width = 'max-w-44' }: { report: AdminReport; width?: string }) {
  if (report.target === 'collection') return <ReportedCollection report={report} width={width} />;
  const title = report.livery?.title ?? ADMIN_REPORT_MESSAGES.deletedLivery;
  const comment = report.reportedComment;
  return (
    <span className={`flex ${width} flex-col gap-0.5`}>
      {report.target === 'comment' && (
        <span className="flex flex-col gap-0.5">
          <span className="flex items-center gap-1.5">
            <ReportTargetBadge target="comment" />
            {comment?.state === 'deleted' && (
              <span className="text-xs text-ink-500">{ADMIN_REPORT_MESSAGES.commentGone}</span>
            )}
          </span>
          <span className="text-xs text-ink-400">
            {comment?.authorUsername ? `by ${comment.authorUsername} on` : 'on'}
          </span>
        </span>
      )}
      {report.liveryId !== null ? (
        <Link to={liveryDetailPath(report.liveryId, title)} className="font-semibold text-ink-50 hover:text-race-300">
          {title}
        </Link>
      ) : (
        <span className="text-ink-300 line-through">{title}</span>
      )}
      <span className="text-xs text-ink-400">
        {report.livery?.authorUsername ? `by ${report.livery.authorUsername}` : ADMIN_REPORT_MESSAGES.deletedLivery}
      </span>
    </span>
  );
}

/** The rows, their actions and the list's loading state, as the table and the phone cards take them. */
export function splitRowProps(props: ReportsTableProps) {
  const { reports, selection, onAction, onDetails, onRemoveCollection, busy, ...state } = props;
  return { reports, selection, actions: { busy, onAction, onDetails, onRemoveCollection }, state };
}

/** One page of reports, newest first; urgent rows carry a red edge and an Urgent label. */
export function ReportsTable(props: ReportsTableProps) {
  const { reports, selection, actions, state } = splitRowProps(props);
  const now = new Date();
  return (
    <AdminTable
      label="Reports"
      columns={columns(selection, reports.length)}
      {...state}
      empty={ADMIN_REPORT_MESSAGES.empty}
      rowCount={reports.length}
    >
      {reports.map((report) => {
        const urgent = isUrgentReport(report, now);
        return (
          <tr
            key={report.id}
            data-urgent={urgent || undefined}
            className={clsx(
              rowClasses(selection.isSelected(report.id)),
              urgent && 'bg-race-500/[0.07] shadow-[inset_3px_0_0_var(--color-race-500)]',
            )}
          >
            <SelectionCell selection={selection} id={report.id} label={`Select report #${report.id}`} />
            <td className={cellClasses}>
              <TimeAgo at={report.dateReported} now={now} style="narrow" className="block" />
              <span className="block text-xs text-ink-500">#{report.id}</span>
              {urgent && <UrgentLabel className="block" />}
            </td>
            <td className={cellClasses}>
              <ReportStatusBadge status={report.status} />
              {report.handledBy && report.handledAt && (
                <span className="mt-1 block text-xs text-ink-400" title={formatDateTime(report.handledAt)}>
                  by {report.handledBy.username}
                  <br />
                  {timeAgo(report.handledAt, now, 'narrow')}
                </span>
              )}
            </td>
            <td className={cellClasses}>
              <ReportReasonBadge reason={report.reason} />
            </td>
            <td className={cellClasses}>
              <ReportedLivery report={report} />
            </td>
            <td className={cellClasses}>
              {report.reporter ? (
                <Link to={userProfilePath(report.reporter.id)} className="text-ink-200 hover:text-ink-50">
                  {report.reporter.username}
                </Link>
              ) : (
                <span className="text-ink-500">{ADMIN_REPORT_MESSAGES.deletedUser}</span>
              )}
            </td>
            <td className={cellClasses}>
              <ReportCommentCell report={report} />
            </td>
            <td className={cellClasses}>
              <ReportActions report={report} {...actions} className="grid grid-cols-2 gap-1.5" />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
