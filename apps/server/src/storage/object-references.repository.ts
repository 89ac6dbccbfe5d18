import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { KeyPrefix } from './storage';

/** Which stored object keys a row still points at, for the orphan sweep. */
export function createObjectReferencesRepository(db: Kysely<Database>) {
  return {
    /** Of `keys` under `prefix`, those that a livery or screenshot row references. */
    async referencedKeys(prefix: KeyPrefix, keys: readonly string[]): Promise<Set<string>> {
      if (prefix === 'previews') {
        const previews = await db
          .selectFrom('livery_preview')
          .select(['texture_key', 'overlay_key'])
          .where((eb) => eb.or([eb('texture_key', 'in', keys), eb('overlay_key', 'in', keys)]))
          .execute();
        return new Set(previews.flatMap((p) => [p.texture_key, p.overlay_key]));
      }
      if (prefix === 'liveries') {
        // Every version's zip is kept (issue 19); a bare livery row without versions still holds its own.
        const versions = await db
          .selectFrom('livery_version')
          .select('file_key as key')
          .where('file_key', 'in', keys)
          .execute();
        const liveries = await db
          .selectFrom('livery')
          .select('file_key as key')
          .where('file_key', 'in', keys)
          .execute();
        return new Set([...versions, ...liveries].map((r) => r.key));
      }
      const rows =
        prefix === 'screenshots'
          ? await db.selectFrom('screenshot').select('full_key as key').where('full_key', 'in', keys).execute()
          : await db.selectFrom('screenshot').select('thumb_key as key').where('thumb_key', 'in', keys).execute();
      return new Set(rows.map((r) => r.key));
    },
  };
}
