import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { createObjectDeletionsRepository } from './object-deletions.repository';

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Files cannot join a database transaction, so the keys of objects to delete are written in the
 * same transaction that removes their rows, and forgotten only once the files are gone. A crash
 * or a storage failure in between leaves the list, which the next start (or deletion) finishes.
 */
export function createObjectDeletions(db: Db, storage: Storage, log: FastifyBaseLogger) {
  async function purgeKeys(keys: readonly string[]): Promise<boolean> {
    for (const batch of chunks(keys)) {
      try {
        await storage.deleteMany(batch);
      } catch (error) {
        log.error({ err: error, count: batch.length }, 'could not delete stored files; will retry at start-up');
        return false;
      }
      // The files are gone; a failure to cross them off only means the start-up sweep retries
      // deleting what is no longer there, never a failed answer to the request they came from.
      try {
        await createObjectDeletionsRepository(db.kysely).forget(batch);
      } catch (error) {
        log.error(
          { err: error, count: batch.length },
          'deleted stored files but could not record it; will retry at start-up',
        );
        return false;
      }
    }
    return true;
  }

  return {
    /** Inside the transaction that deletes the rows referencing these objects. */
    async enqueue(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
      for (const batch of chunks([...new Set(keys)])) {
        await createObjectDeletionsRepository(trx).enqueue(batch);
      }
    },

    /** After the commit: deletes these objects now. Failures are logged and left for the next run. */
    purge: purgeKeys,

    /** Whatever an earlier run left behind. */
    async purgeLeftovers(): Promise<void> {
      const keys = await createObjectDeletionsRepository(db.kysely).pending();
      if (keys.length === 0) return;
      log.info({ count: keys.length }, 'finishing file deletions left by an earlier run');
      await purgeKeys(keys);
    },
  };
}
