import { MAIL_OUTBOX_FAILED_SHOWN, MAIL_OUTBOX_MESSAGES, type MailOutboxSummary } from '@paddock/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createMailOutboxRepository } from '../../mail/mail-outbox.repository';
import type { Mailer } from '../../mail/mailer';

/** The admin view of the mail outbox (issue 33): what waits, what failed, and a resend. */
export function createAdminMailService(db: Db, mailer: Mailer) {
  const outbox = createMailOutboxRepository(db);
  return {
    async summary(): Promise<MailOutboxSummary> {
      const [counts, failed] = await Promise.all([outbox.countsByState(), outbox.listFailed(MAIL_OUTBOX_FAILED_SHOWN)]);
      return { counts, failed };
    },
    /** A fresh round of tries with the same Message-ID; only a failed row can be resent. */
    async resend(id: number) {
      if (!(await mailer.resendFailed(id))) throw new AppError(404, 'NOT_FOUND', MAIL_OUTBOX_MESSAGES.notFailed);
      return { id, state: 'pending' as const };
    },
  };
}
