import { type Kysely, sql } from 'kysely';
import { shownName } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface AccountRow {
  id: number;
  username: string;
  email: string;
  role: string | null;
}

export interface PendingEmailChange {
  userId: number;
  newEmail: string;
  expiresAt: Date;
  createdAt: Date;
}

/** The member's own profile row and their pending e-mail change. */
export function createProfileRepository(db: Kysely<Database>) {
  /** The pending change found by the member or by its link's token hash. */
  async function pendingWhere(
    column: 'user_id' | 'token_hash',
    value: number | string,
  ): Promise<PendingEmailChange | undefined> {
    const row = await db.selectFrom('pending_email_change').selectAll().where(column, '=', value).executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        newEmail: row.new_email,
        expiresAt: new Date(row.expires_at),
        createdAt: new Date(row.created_at),
      }
    );
  }

  return {
    async findAccount(userId: number): Promise<AccountRow | undefined> {
      const row = await db
        .selectFrom('user')
        .select(['id', 'username', 'display_username', 'name', 'email', 'role'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        username: shownName(row.display_username, row.username, row.name),
        email: row.email,
        role: row.role,
      };
    },

    async emailTakenByOther(email: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where(sql<boolean>`lower(email) = lower(${email})`)
        .where('id', '!=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    pendingOf: (userId: number) => pendingWhere('user_id', userId),
    pendingByTokenHash: (tokenHash: string) => pendingWhere('token_hash', tokenHash),

    /** One pending change per member: a new request replaces the previous one (and its link). */
    async replacePending(
      userId: number,
      change: { newEmail: string; tokenHash: string; expiresAt: Date | string; createdAt: Date | string },
    ): Promise<void> {
      await db.deleteFrom('pending_email_change').where('user_id', '=', userId).execute();
      await db
        .insertInto('pending_email_change')
        .values({
          user_id: userId,
          new_email: change.newEmail,
          token_hash: change.tokenHash,
          expires_at: change.expiresAt,
          created_at: change.createdAt,
        })
        .execute();
    },

    /** Deletes the member's pending change only if it is still the one with this token; true when it was. */
    async consumePending(userId: number, tokenHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pending_email_change')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async deletePending(userId: number): Promise<void> {
      await db.deleteFrom('pending_email_change').where('user_id', '=', userId).execute();
    },

    /** Applies a confirmed change; the address is confirmed by the very link that applies it. */
    async applyEmail(userId: number, email: string, verified: boolean | number, now: Date | string): Promise<void> {
      await db
        .updateTable('user')
        .set({ email, email_verified: verified, updated_at: now })
        .where('id', '=', userId)
        .execute();
    },

    /** Reset links went to the old address; after a change they must not work any more. */
    async deleteResetTokens(userId: number): Promise<void> {
      await db
        .deleteFrom('verification')
        .where('identifier', 'like', 'reset-password:%')
        .where('value', '=', String(userId))
        .execute();
    },
  };
}
