import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { containsText, inIdList } from '../../../db/dialect';
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

/** Walk the sort order when a page is expected within this many rows of it. */
const ROW_CHECK_BUDGET = 2000;

/**
 * The shape for one page: walking the sort order reads about (offset + page size) × all / matches
 * rows before the page is full, if matches are spread evenly; building the set reads every match.
 */
export function searchShape(matches: number, all: number, rowsNeeded: number): SearchShape {
  if (matches === 0) return 'index sets';
  const rowsToWalk = (rowsNeeded * all) / matches;
  return rowsToWalk <= Math.min(matches, ROW_CHECK_BUDGET) ? 'row check' : 'index sets';
}

/** The columns of the livery row a search condition tests. */
export interface SearchedLivery {
  id: Expression<number>;
  title: Expression<string>;
  uploaderId: Expression<number | null>;
}

/**
 * "The title contains the term" (case-insensitive) as a set the title index finds: SQLite's FTS5
 * trigram table `livery_title_fts` gives the candidates, PostgreSQL's pg_trgm index on
 * `lower(title)` serves the LIKE itself.
 */
function titleSet(kind: DatabaseKind, term: string): RawBuilder<unknown> {
  const titleLike = containsText(sql.ref('t.title'), term);
  // The FTS index folds case a little more widely than lower(); LIKE re-checks its candidates so
  // both databases answer exactly as the plain LIKE did.
  return kind === 'sqlite' && [...term].length >= TRIGRAM
    ? sql`select t.id from livery as t where t.id in (select rowid from livery_title_fts where livery_title_fts match ${ftsPhrase(term)}) and ${titleLike}`
    : sql`select t.id from livery as t where ${titleLike}`;
}

/**
 * "The title or the author's name contains the term" (case-insensitive), where `authorIds` are
 * the members whose name contains it (`matchingAuthorIds`, an id-list parameter). `index sets`:
 * liveries whose title matches UNION liveries of those authors; an OR of the two would read every
 * livery, the union lets each side use its index (the title index, `livery_uploader_id`).
 */
export function searchMatches(
  kind: DatabaseKind,
  term: string,
  livery: SearchedLivery,
  shape: SearchShape,
  authorIds: unknown,
): RawBuilder<SqlBool> {
  if (shape === 'row check') {
    return sql<SqlBool>`(${containsText(livery.title, term)} or ${inIdList(kind, livery.uploaderId as Expression<number>, authorIds)})`;
  }
  const byAuthor = inIdList(kind, sql.ref('a.uploader_id'), authorIds);
  return sql<SqlBool>`${livery.id} in (${titleSet(kind, term)} union select a.id from livery as a where ${byAuthor})`;
}

/**
 * The two disjoint halves of a search's matches, for counting each with a LIMIT: titles that
 * contain the term, and liveries of matching authors whose title does not. Unlike the union of
 * `searchMatches`, neither needs every match collected before the first is counted.
 */
export function searchHalves(
  kind: DatabaseKind,
  term: string,
  livery: SearchedLivery,
  authorIds: unknown,
): [RawBuilder<SqlBool>, RawBuilder<SqlBool>] {
  return [
    sql<SqlBool>`${livery.id} in (${titleSet(kind, term)})`,
    sql<SqlBool>`(${inIdList(kind, livery.uploaderId as Expression<number>, authorIds)} and not ${containsText(livery.title, term)})`,
  ];
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
