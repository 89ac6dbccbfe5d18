import type { Kysely } from 'kysely';
import { shownName } from '../db/dialect';
import { voidPasswordLinks } from '../db/password-links';
import type { Database } from '../db/schema';

/** A member's password hash and the links that must die with it. */
export function createCredentialRepository(db: Kysely<Database>) {
  return {
    /** better-auth keeps the hash on the member's `credential` account row; null when there is none. */
    async passwordHashOf(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('account')
        .select('password')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst();
      return row?.password ?? null;
    },

    /** Every reset link and any pending e-mail change: a password change leaves them useless. */
    voidPasswordLinks: (userId: number) => voidPasswordLinks(db, userId),

    async contactOf(userId: number): Promise<{ email: string; username: string | null } | undefined> {
      const row = await db
        .selectFrom('user')
        .select(['email', 'display_username', 'username'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { email: row.email, username: shownName(row.display_username, row.username, null) } : undefined;
    },
  };
}
