import type { AdminReport } from '@paddock/contract';
import { RowAction } from '../components/row-action';
import type { ReportAction } from './report-messages';
import { RemoveReportedCollection } from './reported-collection';

interface ReportActionsProps {
  report: AdminReport;
  busy: boolean;
  onAction: (action: ReportAction, report: AdminReport) => void;
  onDetails: (report: AdminReport) => void;
  /** Issue 34 §17: a collection report's Remove (the collection, with a reason for its owner). */
  onRemoveCollection: (report: AdminReport) => void;
  className?: string;
}

/**
 * Investigate (not while already under investigation), Resolve, Dismiss and Details of one report;
 * a report of a public collection also offers Remove.
 */
export function ReportActions({
  report,
  busy,
  onAction,
  onDetails,
  onRemoveCollection,
  className,
}: ReportActionsProps) {
  const id = report.id;
  return (
    <span className={className}>
      <RowAction
        label={`Investigate report #${id}`}
        disabled={busy || report.status === 'UnderInvestigation'}
        onClick={() => onAction('investigate', report)}
      >
        Investigate
      </RowAction>
      <RowAction label={`Resolve report #${id}`} disabled={busy} onClick={() => onAction('resolve', report)}>
        Resolve
      </RowAction>
      <RowAction
        label={`Dismiss report #${id}`}
        tone="danger"
        disabled={busy}
        onClick={() => onAction('dismiss', report)}
      >
        Dismiss
      </RowAction>
      <RowAction label={`Details of report #${id}`} onClick={() => onDetails(report)}>
        Details
      </RowAction>
      <RemoveReportedCollection report={report} busy={busy} onRemove={onRemoveCollection} />
    </span>
  );
}
