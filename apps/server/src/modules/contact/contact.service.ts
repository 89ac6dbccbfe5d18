import type { ContactCreated, ContactMessageInput } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { AppDeps } from '../../lib/deps';
import { type ContactNotice, contactNoticeEmail } from './contact.email';
import { createContactRepository } from './contact.repository';

/** The contact form: every message is stored first, then the administrators are told by e-mail. */
export function createContactService(deps: Pick<AppDeps, 'db' | 'dialect' | 'mailer' | 'log'>) {
  const repo = createContactRepository(deps.db.kysely, deps.dialect);

  async function notifyAdmins(notice: ContactNotice): Promise<void> {
    const admins = await repo.adminRecipients();
    if (admins.length === 0) {
      deps.log.warn({ contactMessageId: notice.id }, 'contact message stored, but there is no administrator to tell');
      return;
    }
    const results = await Promise.allSettled(
      admins.map((admin) => deps.mailer.send({ to: admin.email, ...contactNoticeEmail(notice, admin.username) })),
    );
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected') {
        deps.log.error(
          { err: result.reason, contactMessageId: notice.id, to: admins[i]?.email },
          'contact message stored, but the e-mail to an administrator failed',
        );
      }
    }
  }

  return {
    /**
     * Stores the message and answers at once. The e-mail goes out afterwards, so a slow or broken
     * mail server can neither delay the sender nor lose the message (it stays in the database).
     */
    async submit(input: ContactMessageInput, viewer: Viewer | null): Promise<ContactCreated> {
      const sender = viewer && input.includeUserInfo ? viewer : null;
      const id = await repo.insert({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        userId: sender?.id ?? null,
      });
      void notifyAdmins({ id, ...input, sender }).catch((err: unknown) => {
        deps.log.error(
          { err, contactMessageId: id },
          'contact message stored, but notifying the administrators failed',
        );
      });
      return { id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
