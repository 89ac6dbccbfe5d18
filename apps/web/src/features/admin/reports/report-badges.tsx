import type { AnyReportReason, ReportStatus, ReportTarget } from '@paddock/contract';
import { Pill } from '../components/row-action';
import { REASON_LABELS, STATUS_LABELS, TARGET_LABELS } from './report-messages';

const STATUS_TONES: Record<ReportStatus, 'neutral' | 'good' | 'warn' | 'bad'> = {
  Pending: 'warn',
  UnderInvestigation: 'bad',
  Resolved: 'good',
  Dismissed: 'neutral',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Pill tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Pill>;
}

/** Offensive and stolen content (the urgent rule) and harassment are the serious reasons, so they stand out. */
export function ReportReasonBadge({ reason }: { reason: AnyReportReason }) {
  const serious = reason === 'OffensiveContent' || reason === 'StolenContent' || reason === 'Harassment';
  return <Pill tone={serious ? 'bad' : 'neutral'}>{REASON_LABELS[reason]}</Pill>;
}

/** Marks a report the urgent rule picked out, in the table and on the phone cards. */
export function UrgentLabel({ className }: { className?: string }) {
  return (
    <span className={`${className ?? ''} text-[0.65rem] font-bold tracking-widest text-race-300 uppercase`.trim()}>
      Urgent
    </span>
  );
}

/** Issue 19: whether a report is about a livery or a comment on one; issue 34 §17 a collection. */
export function ReportTargetBadge({ target }: { target: ReportTarget }) {
  return <Pill tone={target === 'livery' ? 'neutral' : 'warn'}>{TARGET_LABELS[target]}</Pill>;
}
