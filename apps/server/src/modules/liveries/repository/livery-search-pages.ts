import { type BrowseQuery, LIMITS } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { idListParameter } from '../../../db/dialect';
import { executePlanned } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { type AuthorIds, type ClassModels, LIVERY_COLUMNS, type LiveryFilters, SORT_COLUMNS } from './livery-filters';
import type { LiveryQuery } from './livery-rows';
import { matchingAuthorIds, ROW_CHECK_WINDOW, searchHalves, searchMatches } from './livery-search';
import type { createLiveryTotals } from './livery-totals';

type KnownTotals = ReturnType<ReturnType<typeof createLiveryTotals>['snapshot']>;

/** A search's total is counted up to this many matches (the page then says "1000+"). */
export const SEARCH_COUNT_CAP = LIMITS.searchCountCap;

/** The parts of a search page that keep its cost bounded however common the term is. */
export function createSearchPages(db: Kysely<Database>, kind: DatabaseKind, filters: LiveryFilters) {
  const { applyFilters, countRows } = filters;

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
      const within = matching.select('l.id').limit(SEARCH_COUNT_CAP + 1 - counted);
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
   * A search page found by walking the filtered sort order, at most ROW_CHECK_WINDOW rows of it,
   * testing each: a page that window fills is the page (the first matches in sort order); else
   * undefined and the caller collects the matches instead. Bounded whatever the data: words are not
   * spread evenly through every order (titles begin with their sponsor, so "shell" by title sits
   * behind most others).
   */
  async function windowPage(query: BrowseQuery, models: ClassModels, authors: AuthorIds) {
    const offset = (query.pageNumber - 1) * query.pageSize;
    if (offset + query.pageSize > ROW_CHECK_WINDOW || query.sortBy === 'author' || !query.search) return undefined;
    const direction = query.descending ? 'desc' : 'asc';
    const column = SORT_COLUMNS[query.sortBy];
    const unsearched = { ...query, search: undefined };
    const window = applyFilters(db.selectFrom('livery as l'), unsearched, 'row check', { models, walk: true })
      .select(['l.id', 'l.title', 'l.uploader_id', sql.ref(column).as('k')])
      .orderBy(sql.ref(column), direction)
      .orderBy('l.id', direction)
      .limit(ROW_CHECK_WINDOW);
    const walked = {
      id: sql.ref<number>('w.id'),
      title: sql.ref<string>('w.title'),
      uploaderId: sql.ref<number>('w.uploader_id'),
    };
    const ids = await executePlanned(
      db,
      db
        .selectFrom(window.as('w'))
        .select('w.id')
        .where(() => searchMatches(kind, query.search as string, walked, 'row check', authors))
        .orderBy('w.k', direction)
        .orderBy('w.id', direction)
        .limit(query.pageSize)
        .offset(offset),
    );
    return ids.length === query.pageSize ? ids.map((r) => r.id) : undefined;
  }

  return { cappedSearchCount, authorsOf, windowPage };
}
