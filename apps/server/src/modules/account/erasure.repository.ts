import { type Kysely, sql } from 'kysely';
import { usernameSkeleton } from '../../auth/username-skeleton';
import type { DatabaseKind } from '../../db/database';
import { voidPasswordLinks } from '../../db/password-links';
import type { Database } from '../../db/schema';

/** What an anonymized account keeps in place of personal data. */
export interface AnonymousIdentity {
  email: string;
  username: string;
  now: Date | string;
}

/** The SQL of account deletion and anonymization; the service runs it inside one transaction. */
export function createErasureRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const bool = (value: boolean) => (kind === 'postgres' ? value : value ? 1 : 0);

  return {
    async roleOf(userId: number): Promise<{ role: string | null; email: string } | undefined> {
      return db.selectFrom('user').select(['role', 'email']).where('id', '=', userId).executeTakeFirst();
    },

    /**
     * Holds the account's row until the removal commits (PostgreSQL; SQLite runs one write at a
     * time). An upload locks it too (its storage quota, or the foreign key's share lock), so the
     * two take turns: the removal sees a livery committed before it, and an upload after it fails
     * on the missing member, instead of a livery committing in between and surviving its
     * uploader's removal with no owner.
     */
    async lockUser(userId: number): Promise<void> {
      if (kind === 'postgres') await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /**
     * Administrators other than this one who can still act (not banned, not anonymized, address
     * confirmed: an unconfirmed account cannot sign in). On
     * PostgreSQL the admin rows are locked, so two admins leaving at once cannot both pass.
     */
    async otherActiveAdmins(userId: number): Promise<number> {
      const query = db
        .selectFrom('user')
        .select(['id', 'banned', 'anonymized_at', 'email_verified'])
        .where('role', '=', 'admin')
        .where('id', '!=', userId);
      const rows = await (kind === 'postgres' ? query.forUpdate() : query).execute();
      return rows.filter((r) => !r.banned && !r.anonymized_at && r.email_verified).length;
    },

    async liveryIdsOf(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('livery').select('id').where('uploader_id', '=', userId).execute();
      return rows.map((r) => r.id);
    },

    /** Removes the member's favourites, taking each one off its livery's counter in the same step. */
    async removeFavorites(userId: number): Promise<void> {
      await db
        .updateTable('livery')
        .set({ favorite_count: sql`case when favorite_count > 0 then favorite_count - 1 else 0 end` })
        .where('id', 'in', db.selectFrom('favorite').select('livery_id').where('user_id', '=', userId))
        .execute();
      await db.deleteFrom('favorite').where('user_id', '=', userId).execute();
    },

    /** Reports stay for the moderators, downloads keep the counts; neither points at the person. */
    async detachActivity(userId: number): Promise<void> {
      await db.updateTable('report').set({ reporter_id: null }).where('reporter_id', '=', userId).execute();
      await db
        .updateTable('download')
        .set({ user_id: null, client_hash: 'deleted-account' })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Contact messages keep their text for the admins, without the sender's name and address. */
    async scrubContactMessages(userId: number, email: string, placeholder: string): Promise<void> {
      await db
        .updateTable('contact_message')
        .set({ name: 'Deleted user', email: placeholder, user_id: null })
        .where((eb) => eb.or([eb('user_id', '=', userId), eb(sql`lower(email)`, '=', email.toLowerCase())]))
        .execute();
    },

    /**
     * The mail outbox forgets the person: rows to their address or to the address of a pending
     * change (run before `endAccess` removes that change). A try in progress just finds no row.
     */
    async forgetMailTo(userId: number, email: string): Promise<void> {
      const pending = db.selectFrom('pending_email_change').select('new_email').where('user_id', '=', userId);
      await db
        .deleteFrom('mail_outbox')
        .where((eb) => eb.or([eb(sql`lower(recipient)`, '=', email.toLowerCase()), eb('recipient', 'in', pending)]))
        .execute();
    },

    /** Sessions, credentials, reset tokens and a pending e-mail change: nobody can sign in any more. */
    async endAccess(userId: number): Promise<void> {
      await db.deleteFrom('session').where('user_id', '=', userId).execute();
      await db.deleteFrom('account').where('user_id', '=', userId).execute();
      // The same links a password change voids, on this transaction.
      await voidPasswordLinks(db, userId);
    },

    async anonymizeUser(userId: number, identity: AnonymousIdentity): Promise<void> {
      await db
        .updateTable('user')
        .set({
          email: identity.email,
          email_verified: bool(false),
          name: identity.username,
          username: identity.username,
          display_username: identity.username,
          // The former name and its look-alikes are free again.
          username_skeleton: usernameSkeleton(identity.username),
          image: null,
          role: 'user',
          ban_reason: null,
          has_given_gdpr_consent: bool(false),
          gdpr_consent_date: null,
          anonymized_at: identity.now,
          updated_at: identity.now,
        })
        .where('id', '=', userId)
        .execute();
    },

    async deleteUser(userId: number): Promise<void> {
      await db.deleteFrom('user').where('id', '=', userId).execute();
    },
  };
}
