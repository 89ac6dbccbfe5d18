import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { containsText } from '../../../db/dialect';
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

/**
 * "The title or the author's name contains the term" (case-insensitive) as two index-driven sets:
 * liveries whose title matches UNION liveries of matching authors. An OR of the two would read
 * every livery; the union lets the title side use a trigram index (SQLite FTS5 table
 * `livery_title_fts`, PostgreSQL pg_trgm on `lower(title)`) and the author side walk
 * `livery_uploader_id` for the few matching users.
 */
export function searchMatches(
  db: Kysely<Database>,
  kind: DatabaseKind,
  term: string,
  livery: { id: Expression<number>; title: Expression<string>; uploaderId: Expression<number | null> },
  shape: SearchShape,
): RawBuilder<SqlBool> {
  const like = (column: Expression<string | null>) => containsText(column, term);
  const titleLike = like(sql.ref('t.title'));
  const useFts = kind === 'sqlite' && [...term].length >= TRIGRAM;
  // The FTS index folds case a little more widely than lower(); LIKE re-checks its candidates so
  // both databases answer exactly as the plain LIKE did.
  const byTitle = useFts
    ? sql`select t.id from livery as t where t.id in (select rowid from livery_title_fts where livery_title_fts match ${ftsPhrase(term)}) and ${titleLike}`
    : sql`select t.id from livery as t where ${titleLike}`;
  const authors = db
    .selectFrom('user as au')
    .select('au.id')
    .where((w) => w.or([like(w.ref('au.username')), like(w.ref('au.display_username'))]));
  if (shape === 'row check') return sql<SqlBool>`(${like(livery.title)} or ${livery.uploaderId} in (${authors}))`;
  return sql<SqlBool>`${livery.id} in (${byTitle} union select a.id from livery as a where a.uploader_id in (${authors}))`;
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
