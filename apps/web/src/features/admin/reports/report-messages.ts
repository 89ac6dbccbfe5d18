import {
  ANY_REPORT_REASONS,
  type AnyReportReason,
  COMMENT_REPORT_REASON_LABELS,
  REPORT_REASON_LABELS,
  type ReportStatus,
  type ReportTarget,
} from '@paddock/contract';

/** The status changes a moderator can make (spec §4 Report status). */
export type ReportAction = 'investigate' | 'resolve' | 'dismiss';

export const ACTION_STATUS: Record<ReportAction, ReportStatus> = {
  investigate: 'UnderInvestigation',
  resolve: 'Resolved',
  dismiss: 'Dismissed',
};

const plural = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/** Admin Reports copy (spec admin-and-pages §2, §4, §8): verbatim where the spec quotes it. */
export const ADMIN_REPORT_MESSAGES = {
  /** Issue 36: a stolen-content report's case in Admin → Possible copies. */
  possibleCopyCase: 'Compare with the original',
  confirm: {
    resolve: (id: number) => `Mark report #${id} as resolved?`,
    dismiss: (id: number) => `Dismiss report #${id}? This means the report was invalid.`,
  },
  done: {
    investigate: (id: number) => `Report #${id} is now under investigation!`,
    resolve: (id: number) => `Report #${id} has been resolved!`,
    dismiss: (id: number) => `Report #${id} has been dismissed!`,
  } satisfies Record<ReportAction, (id: number) => string>,
  failed: {
    investigate: (message: string) => `Failed to start investigation: ${message}`,
    resolve: (message: string) => `Failed to resolve report: ${message}`,
    dismiss: (message: string) => `Failed to dismiss report: ${message}`,
  } satisfies Record<ReportAction, (message: string) => string>,
  bulkConfirm: {
    investigate: (n: number) => `Mark ${plural(n)} as under investigation?`,
    resolve: (n: number) => `Mark ${plural(n)} as resolved?`,
    dismiss: (n: number) => `Dismiss ${plural(n)}? This means the reports were invalid.`,
  } satisfies Record<ReportAction, (n: number) => string>,
  bulkDone: {
    investigate: (n: number) => `${plural(n)} ${n === 1 ? 'is' : 'are'} now under investigation!`,
    resolve: (n: number) => `${plural(n)} ${n === 1 ? 'has' : 'have'} been resolved!`,
    dismiss: (n: number) => `${plural(n)} ${n === 1 ? 'has' : 'have'} been dismissed!`,
  } satisfies Record<ReportAction, (n: number) => string>,
  bulkFailed: (message: string) => `Failed to update the selected reports: ${message}`,
  // The spec's 'Failed to load reports' panel, in the neutral wording §8 asks for.
  loadFailed: (message: string) => `Could not load the reports: ${message}`,
  empty: 'No reports match these filters.',
  noComment: 'No comment',
  readMore: 'Read more',
  searchPlaceholder: 'Livery title, reporter...',
  deletedLivery: 'Livery deleted',
  commentGone: 'Comment deleted',
  commentHidden: 'Comment hidden.',
  /** Issue 34 §19: hiding from a report resolves it (and the comment's other open reports). */
  commentHiddenResolved: (id: number) => `Comment hidden and report #${id} resolved.`,
  reportedComment: 'Reported comment',
  reporterNote: "Reporter's note",
  commentDeleted: 'Comment deleted.',
  commentFailed: (detail: string) => `The comment could not be changed: ${detail}`,
  deletedUser: 'Deleted user',
  collectionGone: 'Collection deleted',
  collectionPrivate: 'Now private',
  oneCollection: 'Only the reports of one collection are shown.',
  allCollections: 'Show all reports',
  removeCollection: 'Remove Collection',
  removeCollectionOf: (id: number) => `Remove the collection of report #${id}`,
  viewCollection: 'View Collection',
} as const;

export const TARGET_LABELS: Record<ReportTarget, string> = {
  livery: 'Livery',
  comment: 'Comment',
  collection: 'Collection',
};

export const TARGET_FILTER_OPTIONS: readonly { value: ReportTarget | ''; label: string }[] = [
  { value: '', label: 'All Targets' },
  { value: 'livery', label: 'Liveries' },
  { value: 'comment', label: 'Comments' },
  { value: 'collection', label: 'Collections' },
];

export const ACTION_LABELS: Record<ReportAction, string> = {
  investigate: 'Start Investigation',
  resolve: 'Resolve',
  dismiss: 'Dismiss',
};
export const BULK_LABELS: Record<ReportAction, string> = {
  investigate: 'Mark as Investigating',
  resolve: 'Bulk Resolve',
  dismiss: 'Bulk Dismiss',
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  Pending: 'Pending',
  UnderInvestigation: 'Under Investigation',
  Dismissed: 'Dismissed',
  Resolved: 'Resolved',
};

/** The spec writes Spam/Misleading in the reason filter; comment reasons (issue 34 §18) follow. */
export const REASON_LABELS: Record<AnyReportReason, string> = {
  ...COMMENT_REPORT_REASON_LABELS,
  ...REPORT_REASON_LABELS,
  SpamOrMisleading: 'Spam/Misleading',
};

export const STATUS_FILTER_OPTIONS: readonly { value: ReportStatus | ''; label: string }[] = [
  { value: '', label: 'All Reports' },
  ...(['Pending', 'UnderInvestigation', 'Dismissed', 'Resolved'] as const).map((value) => ({
    value,
    label: STATUS_LABELS[value],
  })),
];

export const REASON_FILTER_OPTIONS: readonly { value: AnyReportReason | ''; label: string }[] = [
  { value: '', label: 'All Reasons' },
  ...ANY_REPORT_REASONS.map((value) => ({ value, label: REASON_LABELS[value] })),
];
