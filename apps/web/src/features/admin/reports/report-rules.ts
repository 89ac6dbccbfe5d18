import { ADMIN_RULES, type AnyReportReason, type ReportStatus } from '@paddock/contract';

/** Spec admin-and-pages §9: comment preview length and the urgent rule. */
export const COMMENT_PREVIEW_LENGTH = ADMIN_RULES.reportCommentPreviewLength;
export const URGENT_REASONS: readonly AnyReportReason[] = ADMIN_RULES.urgentReportReasons;
export const URGENT_AFTER_MS = ADMIN_RULES.urgentReportAfterMs;
const OPEN_STATUSES: readonly ReportStatus[] = ['Pending', 'UnderInvestigation'];

/**
 * Urgent: offensive or stolen content reported more than a day ago (spec §2 Admin Reports). Only
 * open reports count: the stats define urgent as pending plus investigating, and a report already
 * resolved or dismissed needs no one's attention.
 */
export function isUrgentReport(
  report: { reason: AnyReportReason; status: ReportStatus; dateReported: string },
  now: Date = new Date(),
): boolean {
  return (
    URGENT_REASONS.includes(report.reason) &&
    OPEN_STATUSES.includes(report.status) &&
    now.getTime() - new Date(report.dateReported).getTime() > URGENT_AFTER_MS
  );
}

/**
 * The first 50 characters of a comment and whether more follow. Counted in characters as people
 * see them (code points), so an emoji is never cut in half.
 */
export function previewComment(comment: string): { preview: string; truncated: boolean } {
  const characters = Array.from(comment.trim());
  if (characters.length <= COMMENT_PREVIEW_LENGTH) return { preview: characters.join(''), truncated: false };
  return { preview: `${characters.slice(0, COMMENT_PREVIEW_LENGTH).join('').trimEnd()}...`, truncated: true };
}
