import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The list of stored objects still to delete (see object-deletions.ts for why it exists). */
export function createObjectDeletionsRepository(db: Kysely<Database>) {
  return {
    /** Adds keys to the list; a key already listed stays once. */
    enqueue: (keys: readonly string[]) =>
      db
        .insertInto('object_deletion')
        .values(keys.map((key) => ({ key })))
        .onConflict((oc) => oc.column('key').doNothing())
        .execute(),

    forget: (keys: readonly string[]) => db.deleteFrom('object_deletion').where('key', 'in', keys).execute(),

    /** Every listed key, oldest first. */
    async pending(): Promise<string[]> {
      const rows = await db.selectFrom('object_deletion').select('key').orderBy('created_at').execute();
      return rows.map((r) => r.key);
    },
  };
}
