import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { KeyPrefix } from './storage';

/** Which stored object keys a row still points at, for the orphan sweep. */
export function createObjectReferencesRepository(db: Kysely<Database>) {
  return {
    /** Of `keys` under `prefix`, those that a livery or screenshot row references. */
    async referencedKeys(prefix: KeyPrefix, keys: readonly string[]): Promise<Set<string>> {
      const rows =
        prefix === 'liveries'
          ? await db.selectFrom('livery').select('file_key as key').where('file_key', 'in', keys).execute()
          : prefix === 'screenshots'
            ? await db.selectFrom('screenshot').select('full_key as key').where('full_key', 'in', keys).execute()
            : await db.selectFrom('screenshot').select('thumb_key as key').where('thumb_key', 'in', keys).execute();
      return new Set(rows.map((r) => r.key));
    },
  };
}
