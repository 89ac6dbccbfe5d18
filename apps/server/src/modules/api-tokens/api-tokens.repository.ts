import type { Kysely } from 'kysely';
import { SIGNED_IN_USER_COLUMNS } from '../../auth/session.repository';
import type { DatabaseKind } from '../../db/database';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

export interface NewApiTokenRow {
  userId: number;
  name: string;
  tokenHash: string;
  hint: string;
  scopes: string;
  expiresAt: Date | string | null;
}

/** The token rows: a member's list and changes, and the lookup every token request makes. */
export function createApiTokensRepository(db: Kysely<Database>, kind: DatabaseKind) {
  // Every token request runs it: compiled once. The user's row comes with it, so a ban (or the
  // account's deletion, which takes the token rows) applies to the very next request.
  const findRows = prepareQuery(db, (tokenHash: string) =>
    db
      .selectFrom('api_token as t')
      .innerJoin('user as u', 'u.id', 't.user_id')
      .select([
        't.id as tokenId',
        't.token_hash as tokenHash',
        't.scopes',
        't.expires_at as expiresAt',
        't.revoked_at as revokedAt',
        't.last_used_at as lastUsedAt',
        ...SIGNED_IN_USER_COLUMNS,
      ])
      .where('t.token_hash', '=', tokenHash),
  );

  return {
    findByHash: async (tokenHash: string) => (await findRows(tokenHash))[0],

    /** PostgreSQL: holds the member's row until the transaction ends (SQLite runs one write transaction at a time). */
    async lockMember(userId: number): Promise<void> {
      if (kind === 'postgres') await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },

    listOf: (userId: number) =>
      db
        .selectFrom('api_token')
        .select(['id', 'name', 'scopes', 'hint', 'created_at', 'expires_at', 'last_used_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Tokens neither revoked nor expired at `now`: what the per-member limit counts. */
    async countLive(userId: number, now: Date | string): Promise<number> {
      const row = await db
        .selectFrom('api_token')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (row: NewApiTokenRow, createdAt: Date | string) =>
      db
        .insertInto('api_token')
        .values({
          user_id: row.userId,
          name: row.name,
          token_hash: row.tokenHash,
          hint: row.hint,
          scopes: row.scopes,
          expires_at: row.expiresAt,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** Revokes the member's token; false when they have no such token. Revoking twice keeps the first time. */
    async revoke(userId: number, id: number, now: Date | string): Promise<boolean> {
      const found = await db
        .selectFrom('api_token')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!found) return false;
      await db
        .updateTable('api_token')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    },

    touch: (id: number, now: Date | string) =>
      db.updateTable('api_token').set({ last_used_at: now }).where('id', '=', id).execute(),
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
