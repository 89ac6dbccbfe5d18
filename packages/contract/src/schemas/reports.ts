import { z } from 'zod';
import { COLLECTION_REPORT_REASONS, COMMENT_REPORT_REASONS, LIMITS, REPORT_REASONS } from '../constants';
import { emptyIfBlank, isCleanMultiLineText, TEXT_MESSAGES } from '../text';

/** Why a report's reason or comment is refused: shown beside the field, answered with a 400. */
export const REPORT_INPUT_MESSAGES = {
  reasonRequired: 'Please select a reason for reporting.',
  commentTooLong: `The comment can be at most ${LIMITS.reportCommentMax} characters.`,
  commentInvalid: TEXT_MESSAGES.multiLine('The comment'),
} as const;

/** Reports a member may file, liveries and comments together: a flood buries real ones. */
export const REPORT_LIMITS = { perMinute: 5, perDay: 30 } as const;

export const REPORT_ERROR_CODES = { rateLimited: 'REPORT_RATE_LIMITED', ownCollection: 'CANNOT_REPORT_OWN' } as const;

/** The server's answer when a report cannot be filed; the web shows it as it comes. */
export const REPORT_ERROR_MESSAGES = {
  rateLimitedMinute: `You are reporting too fast: at most ${REPORT_LIMITS.perMinute} reports a minute. Please wait a moment.`,
  rateLimitedDay: `You have reached today's limit of ${REPORT_LIMITS.perDay} reports. Please come back tomorrow.`,
  alreadyReported: 'You have already reported this livery; our moderators are looking at it.',
  liveryNotFound: 'Livery not found.',
  commentAlreadyReported: 'You have already reported this comment; our moderators are looking at it.',
  commentNotFound: 'Comment not found.',
  collectionAlreadyReported: 'You have already reported this collection; our moderators are looking at it.',
  /** A private collection answers as a missing one: its existence is its owner's alone. */
  collectionNotFound: 'Collection not found.',
  ownCollection: 'You cannot report your own collection: edit or delete it instead.',
} as const;

const ReportNoteSchema = z
  .string()
  .trim()
  .overwrite(emptyIfBlank)
  .max(LIMITS.reportCommentMax, { error: REPORT_INPUT_MESSAGES.commentTooLong })
  .refine(isCleanMultiLineText, { error: REPORT_INPUT_MESSAGES.commentInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

export const ReportInputSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: REPORT_INPUT_MESSAGES.reasonRequired }),
  comment: ReportNoteSchema,
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

/** A comment report: the comment reasons only (a livery reason is refused with a 400). */
export const CommentReportInputSchema = z.strictObject({
  reason: z.enum(COMMENT_REPORT_REASONS, { error: REPORT_INPUT_MESSAGES.reasonRequired }),
  comment: ReportNoteSchema,
});
export type CommentReportInput = z.infer<typeof CommentReportInputSchema>;

/** A collection report (issue 34 §17): the collection reasons only. */
export const CollectionReportInputSchema = z.strictObject({
  reason: z.enum(COLLECTION_REPORT_REASONS, { error: REPORT_INPUT_MESSAGES.reasonRequired }),
  comment: ReportNoteSchema,
});
export type CollectionReportInput = z.infer<typeof CollectionReportInputSchema>;

export const ReportCreatedSchema = z.object({ id: z.number().int(), status: z.literal('Pending') });
