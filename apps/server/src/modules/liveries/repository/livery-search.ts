/**
 * How a search page is found (the condition itself is always the search index's set of matching
 * ids, search/livery-search-index.ts). `index sets`: collect the matches and sort them, right for
 * any number of matches and what totals use. `row check`: walk the sort order and test each livery
 * as it comes, the right shape when matches are so common that the walk finds a page after a few
 * dozen rows, where sorting every match would cost more than the page.
 */
export type SearchShape = 'index sets' | 'row check';

/** Walk the sort order when a page is expected within this many rows of it. */
const ROW_CHECK_BUDGET = 2000;
/**
 * The walk past a capped count, whose matches are a lower bound: the estimate assumes the fewest
 * (a walk of 128,000 rows for 1,001 matches in 1,000,000), where collecting the matches of a
 * common word reads every one of them (160,000 for "gulf").
 */
const CAPPED_ROW_CHECK_BUDGET = 64 * ROW_CHECK_BUDGET;

/**
 * The shape for one page: walking the sort order reads about (offset + page size) × all / matches
 * rows before the page is full, if matches are spread evenly; building the set reads every match.
 * A `capped` count (more matches than it counted, `matches` being a lower bound) allows a longer
 * walk: the set would hold more than LIMITS.searchCountCap matches.
 */
export function searchShape(
  matches: number,
  all: number,
  rowsNeeded: number,
  { capped = false }: { capped?: boolean } = {},
): SearchShape {
  if (matches === 0) return 'index sets';
  const rowsToWalk = (rowsNeeded * all) / matches;
  const budget = capped ? CAPPED_ROW_CHECK_BUDGET : Math.min(matches, ROW_CHECK_BUDGET);
  return rowsToWalk <= budget ? 'row check' : 'index sets';
}

/**
 * A `row check` walk by title reads at most about this many rows. Titles are not spread evenly
 * through the title order: most begin with their sponsor, so "shell" by title ascending sat behind
 * 60,000 other titles (SQLite 960 ms at 100,000 liveries). The walk stops at the page mark past
 * this many rows (livery-page-marks.ts) and, when that leaves its page short, gives way to
 * `index sets`. The other orders do not follow the words of titles.
 */
export const ROW_CHECK_WINDOW = 2 * ROW_CHECK_BUDGET;
