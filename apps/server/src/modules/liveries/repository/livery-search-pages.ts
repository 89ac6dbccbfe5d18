import { type BrowseQuery, LIMITS } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { idListParameter } from '../../../db/dialect';
import { executePlanned } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { type AuthorIds, type ClassModels, LIVERY_COLUMNS, type LiveryFilters, SORT_COLUMNS } from './livery-filters';
import { beforeMark, MARK_EVERY, markAt, newMarkTrail } from './livery-page-marks';
import type { LiveryQuery } from './livery-rows';
import { matchingAuthorIds, ROW_CHECK_WINDOW, searchHalves } from './livery-search';
import type { createLiveryTotals } from './livery-totals';

type KnownTotals = ReturnType<ReturnType<typeof createLiveryTotals>['snapshot']>;

/** A search's total is counted up to this many matches (the page then says "1000+"). */
export const SEARCH_COUNT_CAP = LIMITS.searchCountCap;

/** The parts of a search page that keep its cost bounded however common the term is. */
export function createSearchPages(db: Kysely<Database>, kind: DatabaseKind, filters: LiveryFilters) {
  const { applyFilters, countRows, filterKey } = filters;

  /**
   * A search's total, counted up to SEARCH_COUNT_CAP + 1 in its two disjoint halves: a common word
   * matches a large share of the catalogue, and counting every match grew with it (6.7 s at
   * 1,000,000 liveries). More than the cap is answered as "cap+".
   */
  async function cappedSearchCount(unsearched: LiveryQuery, term: string, authors: AuthorIds): Promise<number> {
    let counted = 0;
    for (const half of searchHalves(kind, term, LIVERY_COLUMNS, authors)) {
      let matching = unsearched.where(() => half.where);
      if (half.ftsPhrase) {
        const phrase = half.ftsPhrase;
        matching = matching
          .innerJoin(sql<{ rowid: number }>`livery_title_fts`.as('f'), (join) => join.onRef('f.rowid', '=', 'l.id'))
          .where(sql<boolean>`f.livery_title_fts match ${phrase}`) as unknown as LiveryQuery;
      }
      // In id order, matches are spread as evenly as uploads: without it PostgreSQL walked the
      // title index expecting early matches, and "mar" sits behind 453,000 titles at 1,000,000.
      const ordered = kind === 'postgres' ? matching.orderBy('l.id') : matching;
      const within = ordered.select('l.id').limit(SEARCH_COUNT_CAP + 1 - counted);
      counted += await countRows(db.selectFrom(within.as('m')) as unknown as LiveryQuery);
      if (counted > SEARCH_COUNT_CAP) break;
    }
    return counted;
  }

  /** The id-list parameter of the members whose name contains the term, cached like a total. */
  const authorsOf = async (known: KnownTotals, term: string | undefined): Promise<AuthorIds> =>
    term
      ? idListParameter(kind, await known.remember(`authors ${term.toLowerCase()}`, () => matchingAuthorIds(db, term)))
      : undefined;

  /**
   * A search page found by walking the filtered sort order and testing each row (`row check`,
   * chosen by `searchShape` when matches are dense enough). Words are spread evenly through every
   * order but the title's: titles begin with their sponsor, so "shell" by title sits behind most
   * others. By title the walk therefore stops at the mark ROW_CHECK_WINDOW rows in (found once per
   * filter and version, livery-page-marks.ts) and answers undefined when that leaves the page
   * short: the caller then collects the matches instead.
   */
  async function walkPage(known: KnownTotals, query: BrowseQuery, models: ClassModels, authors: AuthorIds) {
    if (query.sortBy === 'author' || !query.search) return undefined;
    const offset = (query.pageNumber - 1) * query.pageSize;
    const direction = query.descending ? 'desc' : 'asc';
    const column = SORT_COLUMNS[query.sortBy];
    let walk = applyFilters(db.selectFrom('livery as l'), query, 'row check', { models, authors, walk: true });
    const byTitle = query.sortBy === 'title';
    if (byTitle) {
      if (offset + query.pageSize > ROW_CHECK_WINDOW) return undefined;
      const unsearched = { ...query, search: undefined };
      const trail = await known.remember(filterKey(unsearched, `marks title ${direction}`), async () => newMarkTrail());
      const filtered = () =>
        applyFilters(db.selectFrom('livery as l'), unsearched, 'row check', { models, walk: true });
      const bound = await markAt(db, trail, filtered, column, direction, Math.ceil(ROW_CHECK_WINDOW / MARK_EVERY));
      if (bound) walk = walk.where(beforeMark(column, direction, bound));
    }
    const ids = await executePlanned(
      db,
      walk
        .select('l.id')
        .orderBy(sql.ref(column), direction)
        .orderBy('l.id', direction)
        .limit(query.pageSize)
        .offset(offset),
    );
    return byTitle && ids.length < query.pageSize ? undefined : ids.map((r) => r.id);
  }

  return { cappedSearchCount, authorsOf, walkPage };
}
