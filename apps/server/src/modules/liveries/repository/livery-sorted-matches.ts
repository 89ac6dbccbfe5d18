import { type Expression, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';

type Direction = 'asc' | 'desc';

/**
 * How a filtered page is found. `walk`: follow the sort column's index and test each livery
 * against the filters until the page is full, about (offset + page size) × all / matches rows.
 * `sort matches`: collect the matches from the filters' own indexes (model, tag) and sort them,
 * about `matches` rows. Issue 20: a rare filter (a small class with a tag, one model) walked tens
 * of thousands of rows of the download or favourite index for page 20 (SQLite 400 ms, PostgreSQL
 * 150 ms), while its few hundred matches sort in a millisecond or two.
 */
export type PageShape = 'walk' | 'sort matches';

/**
 * The cheaper shape from the cached totals: the walk while it reads fewer rows than there are
 * matches. Either way a page reads at most √(rowsNeeded × all) rows (100,000 liveries, page 20:
 * 4,900), never every match of a common filter nor every livery of a rare one.
 */
export function pageShape(matches: number, all: number, rowsNeeded: number): PageShape {
  if (matches === 0 || matches >= all) return 'walk';
  return (rowsNeeded * all) / matches <= matches ? 'walk' : 'sort matches';
}

/** A filtered query that selects `id` and the sort key `k` of each match. */
type Keyed = SelectQueryBuilder<Database, never, { id: number; k: unknown }>;

/**
 * One page of the matches sorted by key then id. The matches are materialized first (`as
 * materialized`, both databases), so neither planner can swap the filters' indexes for a walk of
 * the sort index: that walk is what `pageShape` judged the dearer.
 */
export function sortedMatchesPage(
  db: Kysely<Database>,
  matches: Keyed,
  direction: Direction,
  limit: number,
  offset: number,
) {
  return db
    .with(
      (w) => w('m').materialized(),
      () => matches,
    )
    .selectFrom('m')
    .select('m.id')
    .orderBy(sql.ref('m.k') as Expression<unknown>, direction)
    .orderBy('m.id', direction)
    .limit(limit)
    .offset(offset);
}
