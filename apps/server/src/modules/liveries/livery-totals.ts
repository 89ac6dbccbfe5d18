import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Bounds memory: a crawler walking every filter combination only ever evicts older totals. */
const MAX_ENTRIES = 2000;
/** A total is recounted at least this often even when nothing watched has changed. */
const MAX_AGE_MS = 60_000;

interface Entry {
  version: number;
  total: number;
  at: number;
}

/** One cache per database (tests run several apps, each on its own database, in one process). */
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/**
 * Totals of browse filters, cached per filter. `livery_change.version` (migration 0005) moves
 * with every write that can change what a filter matches, in any process, so a cached total is
 * used only while the version is the one it was counted at: a member sees their own upload,
 * edit or deletion counted on the next request, while unchanged data costs one primary-key read
 * instead of counting up to every livery.
 */
export function createLiveryTotals(db: Kysely<Database>) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entries = cache;

  async function version(): Promise<number> {
    const { rows } = await sql<{ version: number | string }>`select version from livery_change where id = 1`.execute(
      db,
    );
    return Number(rows[0]?.version ?? 0);
  }

  return {
    /**
     * The total for `key`, from the cache when still current, else from `count()`. Start it
     * alongside the page query: the version read then costs no extra wait on PostgreSQL.
     */
    async total(key: string, count: () => Promise<number>): Promise<number> {
      const current = await version();
      const hit = entries.get(key);
      if (hit && hit.version === current && Date.now() - hit.at < MAX_AGE_MS) return hit.total;
      // Read the version before counting: a write landing in between makes the next request recount.
      const total = await count();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { version: current, total, at: Date.now() });
      return total;
    },
  };
}
