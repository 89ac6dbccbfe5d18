import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createLiveryVersionsRepository } from './livery-versions.repository';
import { createLiveryWritesRepository } from './livery-writes.repository';
import { createLiveriesRepository } from './repository/liveries.repository';

/**
 * What the account module needs of a member's liveries (the GDPR export reads them, erasure
 * removes them), so it goes through this module rather than into its tables.
 */
export function createLiveriesOfAccount(db: Kysely<Database>) {
  const reads = createLiveriesRepository(db);
  const writes = createLiveryWritesRepository(db);
  return {
    byUploader: reads.byUploader,
    screenshotsOf: reads.screenshotsOf,
    regionConfigurationsOf: reads.regionConfigurationsOf,
    /** Every version of a livery, newest first (issue 19). */
    versionsOf: createLiveryVersionsRepository(db).list,
    /** The keys of every stored object of these liveries (files and screenshots). */
    async objectKeysOf(liveryIds: readonly number[]): Promise<string[]> {
      const keys: string[] = [];
      for (const id of liveryIds) keys.push(...(await writes.objectKeysOf(id)));
      return keys;
    },
    /** Inside the caller's transaction; one livery after the other, as each delete cascades. */
    async deleteAll(liveryIds: readonly number[]): Promise<void> {
      for (const id of liveryIds) await writes.deleteLivery(id);
    },
  };
}
