import type { Db } from '../db/database';
import type { createAuthMail, MailUser } from './auth-mail';
import { createCredentialRepository } from './credential.repository';

/**
 * What follows a new password, by reset link or from the settings page: every other reset link
 * and any pending e-mail change stop working (they may have been asked for by whoever knew the old
 * password or held a session), and the owner is told by e-mail.
 */
export function createAfterPasswordChange(db: Db, mail: ReturnType<typeof createAuthMail>) {
  const credentials = createCredentialRepository(db.kysely);
  return {
    async afterReset(user: MailUser & { id: string | number }): Promise<void> {
      await credentials.voidPasswordLinks(Number(user.id));
      await mail.onPasswordReset({ user });
    },

    async afterChange(userId: number): Promise<void> {
      await credentials.voidPasswordLinks(userId);
      const contact = await credentials.contactOf(userId);
      if (contact) await mail.onPasswordChanged({ user: contact, at: new Date() });
    },
  };
}
