import type { SortKey } from '@paddock/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/** The marks of a filtered sort order: one window-function pass that returns total / MARK_EVERY rows. */
export async function pageMarks(
  db: Kysely<Database>,
  filtered: LiveryQuery,
  column: string,
  direction: Direction,
): Promise<PageMark[]> {
  const ranked = filtered
    .select([
      sql.ref(column).as('key'),
      'l.id',
      sql<number>`row_number() over (order by ${sql.ref(column)} ${sql.raw(direction)}, ${sql.ref('l.id')} ${sql.raw(direction)}) - 1`.as(
        'position',
      ),
    ])
    .as('ranked');
  const rows = await db
    .selectFrom(ranked)
    .select(['ranked.key', 'ranked.id', 'ranked.position'])
    .where(sql<boolean>`ranked.position % ${MARK_EVERY} = 0`)
    .orderBy('ranked.position')
    .execute();
  return rows.map((r) => ({ key: r.key, id: Number(r.id) }));
}

/** Where the page at `offset` starts from: the mark before it, and how many rows that mark skips. */
export function markBefore(
  marks: readonly PageMark[],
  offset: number,
): { mark: PageMark; skipped: number } | undefined {
  const index = Math.floor(offset / MARK_EVERY);
  const mark = marks[index];
  return mark && { mark, skipped: index * MARK_EVERY };
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
