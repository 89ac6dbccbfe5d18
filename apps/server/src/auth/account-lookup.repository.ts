import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The lookups the auth hooks need before better-auth runs; the only SQL of the auth folder's hooks. */
export function createAccountLookupRepository(db: Db) {
  const k = db.kysely;
  return {
    async userIdByEmail(email: string): Promise<number | undefined> {
      const row = await k
        .selectFrom('user')
        .select('id')
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .executeTakeFirst();
      return row?.id;
    },

    /** Usernames are stored lower-cased (better-auth's username plugin). */
    async userIdByUsername(lowerUsername: string): Promise<number | undefined> {
      const row = await k.selectFrom('user').select('id').where('username', '=', lowerUsername).executeTakeFirst();
      return row?.id;
    },
  };
}
