import type { SortKey } from '@paddock/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { executePlanned } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import type { LiveryQuery } from './livery-rows';

type Direction = 'asc' | 'desc';

/** Every this many rows of a sort order one key is kept: a page then skips fewer rows than this. */
export const MARK_EVERY = 240;

/**
 * Sorts whose keys change only with writes that move `livery_change.version` (inserts, deletions,
 * title and upload-date edits). Download and favourite counts move on every click without it, so their marks
 * would go stale between versions.
 */
const MARKED_SORTS: ReadonlySet<SortKey> = new Set<SortKey>(['uploadDate', 'title']);

/** The sort key and id of one row of a sort order. */
export interface PageMark {
  key: unknown;
  id: number;
}

/**
 * Deep pages without reading every row before them. OFFSET walks each skipped row: page 4,000 of
 * the newest-first list reads 48,000 index entries (~0.4 ms on SQLite, ~4 ms on PostgreSQL). With
 * the key of every MARK_EVERY-th row of a filter's sort order (kept per `livery_change.version`,
 * livery-totals.ts), a page starts at the mark before it, a row-value range the sort index
 * answers, and skips fewer than MARK_EVERY rows.
 */
export function usesPageMarks(sortBy: SortKey, search: string | undefined, offset: number): boolean {
  return MARKED_SORTS.has(sortBy) && !search && offset >= MARK_EVERY;
}

/**
 * A sort order's marks as far as pages have needed them: kept per filter and version
 * (livery-totals.ts), extended by the request that first goes deeper. One pass over every row
 * (a `row_number()` window) took 3.1 s at 1,000,000 liveries on SQLite, on the event loop's thread;
 * most pages asked for are early ones.
 */
export interface MarkTrail {
  marks: PageMark[];
  /** The last mark of the order is found: no mark lies past `marks`. */
  complete: boolean;
  /** The walk in progress: extensions run one after another. */
  walking: Promise<void>;
}

export const newMarkTrail = (): MarkTrail => ({ marks: [], complete: false, walking: Promise.resolve() });

/** Marks found between yields to the event loop (SQLite runs each statement on its thread). */
const STEPS_PER_YIELD = 16;

/**
 * The mark at `index` (row index × MARK_EVERY of the order), walking on from the trail's last mark
 * if needed, each step one seek and MARK_EVERY index entries; undefined past the last row.
 */
export async function markAt(
  db: Kysely<Database>,
  trail: MarkTrail,
  filtered: () => LiveryQuery,
  column: string,
  direction: Direction,
  index: number,
): Promise<PageMark | undefined> {
  const extend = async () => {
    let steps = 0;
    while (!trail.complete && trail.marks.length <= index) {
      const last = trail.marks.at(-1);
      let step = filtered()
        .select([sql.ref(column).as('key'), 'l.id'])
        .orderBy(sql.ref(column), direction)
        .orderBy('l.id', direction)
        .limit(1);
      if (last) step = step.where(fromMark(column, direction, last)).offset(MARK_EVERY);
      const [row] = await executePlanned(db, step);
      if (row) trail.marks.push({ key: row.key, id: Number(row.id) });
      else trail.complete = true;
      steps += 1;
      if (steps % STEPS_PER_YIELD === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  // A failed step leaves the marks found so far; the next request walks on from them.
  trail.walking = trail.walking.catch(() => {}).then(extend);
  await trail.walking;
  return trail.marks[index];
}

/** Rows from `mark` on, in the sort order: `(key, id) >= mark` ascending, `<=` descending. */
export function fromMark(column: string, direction: Direction, mark: PageMark): RawBuilder<boolean> {
  const op = sql.raw(direction === 'asc' ? '>=' : '<=');
  return sql<boolean>`(${sql.ref(column)}, ${sql.ref('l.id')}) ${op} (${mark.key}, ${mark.id})`;
}

/** Rows before `mark` in the sort order: `(key, id) < mark` ascending, `>` descending. */
export function beforeMark(column: string, direction: Direction, mark: PageMark): RawBuilder<boolean> {
  const op = sql.raw(direction === 'asc' ? '<' : '>');
  return sql<boolean>`(${sql.ref(column)}, ${sql.ref('l.id')}) ${op} (${mark.key}, ${mark.id})`;
}
