import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

/** Bounds memory: a crawler walking every filter combination only ever evicts older totals. */
const MAX_ENTRIES = 2000;
/**
 * A total is recounted at least this often even when the version has not moved. The version
 * triggers cover every write that changes a match, so this only bounds how long a watched column
 * added later without its trigger could go unnoticed; at one minute a crowd paid again every
 * minute for the costliest first requests of a large catalogue (a common word's title order).
 */
const MAX_AGE_MS = 15 * 60_000;

interface Entry {
  version: number;
  /** Shared by the requests that arrive while it is being computed. */
  value: Promise<unknown>;
  at: number;
}

/**
 * Marks a promise as observed without consuming it: a caller may start a total and await it only
 * after other queries (browse's author sort), and if one of those fails first the total's own
 * failure must not be an unhandled rejection, which ends the process. Its await still throws.
 */
function observed<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** One cache per database (tests run several apps, each on its own database, in one process). */
const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/**
 * Totals of browse filters, and the page marks of livery-page-marks.ts, cached per filter.
 * `livery_change.version` (migrations 0005 and 0007) moves with every write that can change what
 * a filter matches or how it sorts, in any process, so a cached total is used only while the
 * version is the one it was counted at: a member sees their own upload, edit or deletion counted
 * on the next request, while unchanged data costs one primary-key read instead of counting up to
 * every livery.
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

  /** The entry kept for `key` if it was computed at `version` and is young enough. */
  function currentEntry(key: string, version: number): Entry | undefined {
    const hit = entries.get(key);
    return hit && hit.version === version && Date.now() - hit.at < MAX_AGE_MS ? hit : undefined;
  }

  /**
   * The value for `key`, from the cache when still current at `version`, else from `compute()`,
   * which runs once however many requests ask meanwhile.
   */
  async function remember<T>(atVersion: Promise<number>, key: string, compute: () => Promise<T>): Promise<T> {
    // The version is read before computing: a write landing in between makes the next request recompute.
    const current = await atVersion;
    const hit = currentEntry(key, current);
    if (hit) return hit.value as Promise<T>;
    const value = compute();
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const entry = { version: current, value, at: Date.now() };
    entries.set(key, entry);
    // A failure is not kept: the next request computes again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    /**
     * The cache as of one read of the version, for every total and mark one request needs (a deep
     * page needs its count and its marks: one primary-key read, not one each). Take it when the
     * request starts, alongside the page query: the read then costs no extra wait on PostgreSQL.
     */
    snapshot() {
      const atVersion = version();
      // Read by whichever asks first; unobserved until then, so a failed read is not unhandled.
      atVersion.catch(() => {});
      return {
        remember: <T>(key: string, compute: () => Promise<T>): Promise<T> =>
          observed(remember(atVersion, key, compute)),
        /** The value kept for `key` while still current, without computing it when it is not. */
        peek: async <T>(key: string): Promise<T | undefined> =>
          currentEntry(key, await atVersion)?.value as Promise<T> | undefined,
        /** The number of liveries a filter matches (see `remember`). */
        total: (key: string, count: () => Promise<number>): Promise<number> =>
          observed(remember(atVersion, key, count)),
      };
    },
  };
}

/** One request's view of the cache (`snapshot`). */
export type KnownTotals = ReturnType<ReturnType<typeof createLiveryTotals>['snapshot']>;
