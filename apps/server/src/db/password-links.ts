import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Deletes every reset link of a member (better-auth's `reset-password:<token>` verification rows,
 * whose value is the user id) and any pending e-mail change: the links a password change, and
 * the end of an account, must leave useless. Shared here because auth/ (a password change) and
 * the account module (erasure) both need it, on their own transaction.
 */
export async function voidPasswordLinks(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', String(userId))
    .execute();
  await db.deleteFrom('pending_email_change').where('user_id', '=', userId).execute();
}
