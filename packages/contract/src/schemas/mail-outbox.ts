import { z } from 'zod';

/** One e-mail the outbox gave up on after its last try (issue 33), for an admin to resend. */
export const FailedMailSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int().nonnegative(),
  /** The mail server's last answer, addresses masked. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/** The admin Mail card: how many e-mails wait for a try, were sent, or failed, and the failed ones. */
export const MailOutboxSummarySchema = z.object({
  counts: z.object({
    pending: z.number().int().nonnegative(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  /** The newest failed e-mails, at most MAIL_OUTBOX_FAILED_SHOWN. */
  failed: z.array(FailedMailSchema),
});
export type MailOutboxSummary = z.infer<typeof MailOutboxSummarySchema>;

export const MAIL_OUTBOX_FAILED_SHOWN = 100;

export const MailResendResultSchema = z.object({ id: z.number().int(), state: z.literal('pending') });
export type MailResendResult = z.infer<typeof MailResendResultSchema>;

export const MAIL_OUTBOX_MESSAGES = {
  notFailed: 'There is no failed e-mail with this id: it may have been resent already.',
} as const;
