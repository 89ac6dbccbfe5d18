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

/**
 * Marks found per statement. One statement per mark cost a round trip each on PostgreSQL (1.2-1.6 s
 * to reach page 40,000 of 1,000,000 liveries); a chunk of them reads CHUNK × MARK_EVERY index
 * entries (a few ms on SQLite, whose thread is yielded between chunks).
 */
const MARKS_PER_CHUNK = 32;

/**
 * The next marks after `last` (or from the start): the rows at every MARK_EVERY-th position of the
 * next MARKS_PER_CHUNK × MARK_EVERY rows of the order. The window function numbers only those rows
 * (the LIMIT is applied first, in the innermost query), not the whole order.
 */
async function nextMarks(
  db: Kysely<Database>,
  filtered: LiveryQuery,
  column: string,
  direction: Direction,
  last: PageMark | undefined,
): Promise<PageMark[]> {
  let rows = filtered.select([sql.ref(column).as('key'), 'l.id']);
  // From `last` itself (position 0, known already): the next mark is at position MARK_EVERY.
  if (last) rows = rows.where(fromMark(column, direction, last));
  const chunk = rows
    .orderBy(sql.ref(column), direction)
    .orderBy('l.id', direction)
    .limit(MARKS_PER_CHUNK * MARK_EVERY + (last ? 1 : 0))
    .as('chunk');
  const dir = sql.raw(direction);
  const numbered = db
    .selectFrom(chunk)
    .select([
      'chunk.key',
      'chunk.id',
      sql<number>`row_number() over (order by ${sql.ref('chunk.key')} ${dir}, ${sql.ref('chunk.id')} ${dir}) - 1`.as(
        'position',
      ),
    ])
    .as('numbered');
  const found = await executePlanned(
    db,
    db
      .selectFrom(numbered)
      .select(['numbered.key', 'numbered.id'])
      .where(sql<boolean>`numbered.position % ${MARK_EVERY} = 0`)
      .where('numbered.position', '>', last ? 0 : -1)
      .orderBy('numbered.position'),
  );
  return found.map((r) => ({ key: r.key, id: Number(r.id) }));
}

/**
 * The mark at `index` (row index × MARK_EVERY of the order), walking on from the trail's last mark
 * if needed; undefined past the last row.
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
    while (!trail.complete && trail.marks.length <= index) {
      const found = await nextMarks(db, filtered(), column, direction, trail.marks.at(-1));
      trail.marks.push(...found);
      // Fewer than a chunk: the order ended before the next mark.
      if (found.length < MARKS_PER_CHUNK) trail.complete = true;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  // A failed chunk leaves the marks found so far; the next request walks on from them.
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
