import { z } from 'zod';
import { LIMITS, REPORT_REASONS } from '../constants';
import { isCleanMultiLineText, TEXT_MESSAGES } from '../text';

export const REPORT_MESSAGES = {
  reasonRequired: 'Please select a reason for reporting.',
  commentTooLong: `The comment can be at most ${LIMITS.reportCommentMax} characters.`,
  commentInvalid: TEXT_MESSAGES.multiLine('The comment'),
  alreadyReported: 'You have already reported this livery; our moderators are looking at it.',
  liveryNotFound: 'Livery not found.',
} as const;

export const ReportInputSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  comment: z
    .string()
    .trim()
    .max(LIMITS.reportCommentMax, { error: REPORT_MESSAGES.commentTooLong })
    .refine(isCleanMultiLineText, { error: REPORT_MESSAGES.commentInvalid })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;

export const ReportCreatedSchema = z.object({ id: z.number().int(), status: z.literal('Pending') });
