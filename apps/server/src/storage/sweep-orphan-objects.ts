import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { createObjectReferencesRepository } from './object-references.repository';
import type { KeyPrefix, Storage } from './storage';

const PREFIXES: readonly KeyPrefix[] = ['liveries', 'screenshots', 'thumbnails', 'previews'];
const BATCH = 500;

/**
 * Removes stored objects that no row references and that are older than `olderThanMs`. Uploads
 * store files before writing rows (decision 0002), so a crash between the two leaves objects that
 * nothing points at; the age guard spares uploads still in flight on any instance. `signal` stops
 * it between objects.
 */
export async function sweepOrphanObjects(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  { olderThanMs, now = Date.now(), signal }: { olderThanMs: number; now?: number; signal?: AbortSignal },
): Promise<number> {
  let removed = 0;
  // A stopping server ends the sweep between objects, before its database closes under it.
  sweep: for (const prefix of PREFIXES) {
    let batch: string[] = [];
    const flush = async () => {
      const orphans = await unreferenced(db, prefix, batch);
      batch = [];
      for (const key of orphans) {
        if (signal?.aborted) return;
        const info = await storage.stat(key);
        if (info && now - info.lastModified.getTime() > olderThanMs) {
          await storage.delete(key);
          removed += 1;
        }
      }
    };
    for await (const key of storage.list(`${prefix}/`)) {
      if (signal?.aborted) break sweep;
      batch.push(key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0 && !signal?.aborted) await flush();
  }
  if (removed > 0) log.warn({ removed }, 'removed stored objects that no livery references');
  return removed;
}

async function unreferenced(db: Db, prefix: KeyPrefix, keys: string[]): Promise<string[]> {
  const known = await createObjectReferencesRepository(db.kysely).referencedKeys(prefix, keys);
  return keys.filter((key) => !known.has(key));
}
