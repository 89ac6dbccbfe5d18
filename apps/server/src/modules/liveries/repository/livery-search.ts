import { LIMITS } from '@paddock/contract';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { containsText, idListParameter, inIdList } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/** Trigram indexes only know substrings of three characters or more. */
const TRIGRAM = 3;

/**
 * How a search condition is written. `index sets` (below) suits any number of matches and is what
 * totals use. `row check` tests each livery row as it comes: the right shape when matches are so
 * common that walking the sort order finds a page after a few dozen rows, where building the
 * whole matching set first would cost more than the page.
 */
export type SearchShape = 'index sets' | 'row check';

/**
 * A row check for the header search's results (at most this many rows) walks on PostgreSQL too.
 * Left with its trigram index, the planner took a common word for a rare one and collected and
 * sorted every match ("nurbu" at 1,000,000 liveries: 25,000 matches from 19,500 heap blocks, 80 ms,
 * for five results). For a page of 12 or more its choice was the better one (bench/notes/api-listing.md).
 */
export const FIRST_ROWS = LIMITS.headerSearchResults;

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

/** The columns of the livery row a search condition tests. */
export interface SearchedLivery {
  id: Expression<number>;
  title: Expression<string>;
  uploaderId: Expression<number | null>;
}

/**
 * "The title or the author's name contains the term" (case-insensitive), where `authorIds` are
 * the members whose name contains it (`matchingAuthorIds`).
 * - `row check`: both tested on each livery row as a walk of the sort order meets it.
 * - `index sets`: on SQLite, liveries whose title may match UNION liveries of those authors, each
 *   side from its index, then the row is checked; an OR alone would read every livery. The title
 *   side is the FTS5 trigram table `livery_title_fts` (candidates: it folds case a little more
 *   widely than lower(), so the LIKE re-checks them and both databases answer as a plain LIKE).
 *   PostgreSQL's planner combines its pg_trgm index on `lower(title)` and the uploader index for
 *   the condition as it is.
 */
export function searchMatches(
  kind: DatabaseKind,
  term: string,
  livery: SearchedLivery,
  shape: SearchShape,
  authorIds: readonly number[],
  firstRowsOnly = false,
): RawBuilder<SqlBool> {
  // `title || ''` is the same text, but not the indexed expression (FIRST_ROWS).
  const tested = firstRowsOnly && kind === 'postgres' ? sql<string>`(${livery.title} || '')` : livery.title;
  const titleLike = containsText(tested, term);
  // No member matches (most terms): the title alone, which a walk of the title index reads
  // without the row.
  const byAuthorOf = (uploader: Expression<number | null>) =>
    inIdList(kind, uploader as Expression<number>, idListParameter(kind, authorIds));
  const matches = authorIds.length
    ? sql<SqlBool>`(${titleLike} or ${byAuthorOf(livery.uploaderId)})`
    : sql<SqlBool>`${titleLike}`;
  // PostgreSQL serves the condition itself from its indexes: a BitmapOr of the trigram index and
  // `livery_uploader_id`, or a walk of the title index testing each entry without its row. Written
  // as `id in (...)` it joined the livery table back to itself, fetching every walked row twice
  // ("gulf" by title at 1,000,000 liveries: 2,040 ms; as the condition itself: 186 ms).
  if (shape === 'row check' || kind === 'postgres') return matches;
  const byAuthor = authorIds.length
    ? sql` union select a.id from livery as a where ${byAuthorOf(sql.ref('a.uploader_id'))}`
    : sql``;
  if (kind === 'sqlite' && [...term].length >= TRIGRAM) {
    // The candidates' rows are read once, by the outer query (re-checked there): 1.5-2x faster
    // than re-checking them inside the set (bench/notes/growth.md).
    const candidates = sql`select rowid from livery_title_fts where livery_title_fts match ${ftsPhrase(term)}`;
    return sql<SqlBool>`(${livery.id} in (${candidates}${byAuthor}) and ${matches})`;
  }
  // A term too short for the trigram table: its title side by LIKE.
  const byTitle = sql`select t.id from livery as t where ${containsText(sql.ref('t.title'), term)}`;
  return sql<SqlBool>`${livery.id} in (${byTitle}${byAuthor})`;
}

/** One of a search's two disjoint halves: a condition, and for SQLite's title half the FTS phrase to join. */
export interface SearchHalf {
  where: RawBuilder<SqlBool>;
  /** The title half of a term long enough for a trigram index (both databases have one). */
  byTrigrams?: boolean;
  /** Join `livery_title_fts` matching this phrase: its matches then stream (LIMIT stops them early). */
  ftsPhrase?: string;
}

/**
 * The two disjoint halves of a search's matches, for counting each with a LIMIT: titles that
 * contain the term, and liveries of matching authors whose title does not. Unlike the union of
 * `searchMatches`, neither collects every match before the first is counted (SQLite, "gulf" at
 * 1,000,000 liveries: 1.8 ms to count 1,001 through the FTS join, 450 ms through the union's IN).
 */
export function searchHalves(
  kind: DatabaseKind,
  term: string,
  livery: SearchedLivery,
  authorIds: readonly number[],
): SearchHalf[] {
  const titleLike = containsText(livery.title, term);
  const byTrigrams = [...term].length >= TRIGRAM;
  const byTitle =
    kind === 'sqlite' && byTrigrams
      ? { where: titleLike, ftsPhrase: ftsPhrase(term), byTrigrams }
      : { where: titleLike, byTrigrams };
  if (authorIds.length === 0) return [byTitle];
  const byAuthor = inIdList(kind, livery.uploaderId as Expression<number>, idListParameter(kind, authorIds));
  return [byTitle, { where: sql<SqlBool>`(${byAuthor} and not ${titleLike})` }];
}

/**
 * The members whose name contains the term: asked once per term and version (renaming or
 * deleting a member moves `livery_change.version`), so a page of search results does not scan
 * every member (65 ms at 30,000 members).
 */
export async function matchingAuthorIds(db: Kysely<Database>, term: string): Promise<number[]> {
  const like = (column: Expression<string | null>) => containsText(column, term);
  const rows = await db
    .selectFrom('user as au')
    .select('au.id')
    .where((w) => w.or([like(w.ref('au.username')), like(w.ref('au.display_username'))]))
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * A `row check` walk by title reads at most about this many rows. Titles are not spread evenly
 * through the title order: most begin with their sponsor, so "shell" by title ascending sat behind
 * 60,000 other titles (SQLite 960 ms at 100,000 liveries). The walk stops at the page mark past
 * this many rows (livery-page-marks.ts) and, when that leaves its page short, gives way to
 * `index sets`. The other orders do not follow the words of titles.
 */
export const ROW_CHECK_WINDOW = 2 * ROW_CHECK_BUDGET;

/** The term as one FTS5 phrase: quoted, with embedded quotes doubled, so no character is syntax. */
function ftsPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}
