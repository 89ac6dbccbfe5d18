import { sql } from 'kysely';
import type { Db } from '../db/database';
import { publicMemberSql } from '../db/dialect';

/**
 * The lookups the auth hooks need before better-auth runs; the only SQL of the auth folder's hooks.
 * Confirmed accounts only: an unconfirmed sign-up's tries are counted under the address or name
 * typed, as an unknown one's are, or the sign-in throttle would tell that its address and name
 * belong to one account, which only a sign-up for an address without an account makes.
 */
export function createAccountLookupRepository(db: Db) {
  const k = db.kysely;
  return {
    async userIdByEmail(email: string): Promise<number | undefined> {
      const row = await k
        .selectFrom('user')
        .select('id')
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .where(publicMemberSql('user'))
        .executeTakeFirst();
      return row?.id;
    },

    /** Usernames are stored lower-cased (better-auth's username plugin). */
    async userIdByUsername(lowerUsername: string): Promise<number | undefined> {
      const row = await k
        .selectFrom('user')
        .select('id')
        .where('username', '=', lowerUsername)
        .where(publicMemberSql('user'))
        .executeTakeFirst();
      return row?.id;
    },
  };
}
