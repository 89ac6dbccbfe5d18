import type { Db } from '../db/database';

/** The queries of the start-up administrator check (auth/bootstrap-admin.ts). */
export function createBootstrapAdminRepository(db: Db) {
  const kysely = db.kysely;
  return {
    findByEmail(email: string) {
      return kysely
        .selectFrom('user')
        .select(['id', 'role', 'banned', 'username'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async hasAdmin(): Promise<boolean> {
      const row = await kysely.selectFrom('user').select('id').where('role', '=', 'admin').executeTakeFirst();
      return row !== undefined;
    },

    /** Usernames are stored lowercased (better-auth's username plugin); `names` are compared so. */
    async takenUsernames(names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await kysely
        .selectFrom('user')
        .select('username')
        .where(
          'username',
          'in',
          names.map((name) => name.toLowerCase()),
        )
        .execute();
      return new Set(rows.map((row) => row.username ?? ''));
    },
  };
}
