import { clsx } from 'clsx';
import { RowCheckbox, SelectAllCheckbox } from '../components/select-all-checkbox';
import { CardList } from '../layout/card-list';
import { TimeAgo } from '../layout/time-ago';
import { ReportCommentCell } from './comment-preview';
import { ReportActions } from './report-actions';
import { ReportReasonBadge, ReportStatusBadge, UrgentLabel } from './report-badges';
import { ADMIN_REPORT_MESSAGES } from './report-messages';
import { isUrgentReport } from './report-rules';
import { ReportedLivery, type ReportsTableProps, splitRowProps } from './reports-table';

/** Phone screens: each report as a card with the same facts and actions as a table row. */
export function ReportCards(props: ReportsTableProps) {
  const { reports, selection, actions, state } = splitRowProps(props);
  const now = new Date();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 px-1 text-sm text-ink-300">
        <SelectAllCheckbox
          label="Select all reports on this page"
          allSelected={selection.allSelected}
          someSelected={selection.someSelected}
          onToggle={selection.toggleAll}
          disabled={reports.length === 0}
        />
        <span aria-hidden="true">Select all</span>
      </div>
      <CardList label="Reports" count={reports.length} {...state} empty={ADMIN_REPORT_MESSAGES.empty}>
        {reports.map((report) => {
          const urgent = isUrgentReport(report, now);
          return (
            <li
              key={report.id}
              data-urgent={urgent || undefined}
              className={clsx(
                'flex flex-col gap-3 rounded-xl border bg-carbon-850/80 p-4 text-sm',
                urgent ? 'border-race-500/60 shadow-[inset_3px_0_0_var(--color-race-500)]' : 'border-carbon-700',
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <RowCheckbox
                  label={`Select report #${report.id}`}
                  checked={selection.isSelected(report.id)}
                  onChange={() => selection.toggle(report.id)}
                />
                <ReportStatusBadge status={report.status} />
                <ReportReasonBadge reason={report.reason} />
                {urgent && <UrgentLabel />}
                <TimeAgo at={report.dateReported} now={now} style="narrow" className="ml-auto text-xs text-ink-400">
                  {(ago) => `#${report.id} · ${ago}`}
                </TimeAgo>
              </div>
              <ReportedLivery report={report} width="max-w-full" />
              <p className="text-xs text-ink-400">
                Reported by {report.reporter?.username ?? ADMIN_REPORT_MESSAGES.deletedUser}
                {report.handledBy && ` · handled by ${report.handledBy.username}`}
              </p>
              <ReportCommentCell report={report} width="max-w-full" />
              <ReportActions report={report} {...actions} className="flex flex-wrap gap-1.5" />
            </li>
          );
        })}
      </CardList>
    </div>
  );
}
