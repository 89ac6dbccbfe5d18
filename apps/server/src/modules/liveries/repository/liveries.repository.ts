import type { BrowseQuery } from '@paddock/contract';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { idListParameter, inIdList } from '../../../db/dialect';
import { executePlanned, prepareQuery, prepareQueryByLimit } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { createLiverySearchIndex, highlightOf, matchesNothing, type SearchPlan } from '../search/livery-search-index';
import { createLiveryDerivativeReads } from './livery-derivatives';
import { facetTotal, hasFacetTotal } from './livery-facet-totals';
import { type ClassModels, createLiveryFilters, type Filters, SORT_COLUMNS } from './livery-filters';
import { fromMark, MARK_EVERY, markAt, newMarkTrail, type PageMark, usesPageMarks } from './livery-page-marks';
import { createLiveryPageReads } from './livery-page-reads';
import { type LiveryListRow, liveryRowJoins, withLiveryListColumns, withParsedTags } from './livery-rows';
import { type SearchShape, searchShape } from './livery-search';
import { createSearchPages, SEARCH_COUNT_CAP } from './livery-search-pages';
import { type PageShape, pageShape, sortedMatchesPage } from './livery-sorted-matches';
import { createLiveryTotals, type KnownTotals } from './livery-totals';

export type { LiveryListRow, LiveryRow } from './livery-rows';

export interface BrowsePage {
  rows: LiveryListRow[];
  total: number;
  capped: boolean;
  /** With a search: what matched, for highlighting, and "Did you mean …?" when nothing did. */
  search?: { words: string[]; prefixes: string[]; suggestion?: string };
}

/** Reads of liveries; the database kind picks the search index (see livery-search.ts). */
export function createLiveriesRepository(db: Kysely<Database>) {
  const kind: DatabaseKind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const totals = createLiveryTotals(db);
  const searchIndex = createLiverySearchIndex(db, kind);
  const filters = createLiveryFilters(db, searchIndex);
  const { applyFilters, filterKey, countRows } = filters;
  const { cappedSearchCount, walkPage, collectedTitlePage, keptTitlePage, relevancePage } = createSearchPages(
    db,
    filters,
    searchIndex,
  );
  const base = () => liveryRowJoins(db);

  const listRows = () => withLiveryListColumns(base(), kind);

  const rowsByIds = prepareQuery(db, (ids: unknown) => listRows().where((eb) => inIdList(kind, eb.ref('l.id'), ids)));

  async function rowsInOrder(ids: readonly number[]): Promise<LiveryListRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map(withParsedTags(await rowsByIds(idListParameter(kind, ids))).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  // The home page's lists and a member's own list, compiled once.
  const latestRows = prepareQueryByLimit(db, (count) =>
    listRows().orderBy('l.upload_date', 'desc').orderBy('l.id', 'desc').limit(count),
  );
  const mostFavoritedRows = prepareQueryByLimit(db, (count) =>
    listRows().orderBy('l.favorite_count', 'desc').orderBy('l.id', 'desc').limit(count),
  );
  const rowsByUploader = prepareQuery(db, (uploaderId: number) =>
    listRows().where('l.uploader_id', '=', uploaderId).orderBy('l.upload_date', 'desc').orderBy('l.id', 'desc'),
  );

  /**
   * A filter's total, cached: summed from the kept counts (0018) when it can be, a capped count for
   * a search, else counted.
   */
  function countOf(known: KnownTotals, f: Filters, models: ClassModels, plan?: SearchPlan): Promise<number> {
    return known.total(filterKey(f), () => {
      if (hasFacetTotal(f) && (!f.carClassId || models)) return facetTotal(db, f, models);
      if (!f.search) return countRows(applyFilters(db.selectFrom('livery as l'), f));
      if (plan === undefined) throw new Error('A search needs its plan (searchIndex.plan).');
      if (matchesNothing(plan)) return Promise.resolve(0);
      return cappedSearchCount(f, plan);
    });
  }

  /** A class's model ids, kept per `livery_change.version` (moving a model to another class bumps it). */
  const classModels = (known: KnownTotals, classId: number | undefined): Promise<ClassModels> =>
    classId
      ? known.remember(`models of class ${classId}`, async () =>
          (await db.selectFrom('car_model').select('id').where('car_class_id', '=', classId).execute()).map((r) =>
            Number(r.id),
          ),
        )
      : Promise.resolve(undefined);

  /**
   * Walk the sort index or sort the matches (livery-sorted-matches.ts), from the cached totals. A
   * model or a class walks its own range of the sort order (0017, 0020): the walk reads through
   * that range's liveries, not the whole catalogue's.
   */
  async function shapeOfPage(
    known: KnownTotals,
    query: BrowseQuery,
    models: ClassModels,
    matches: number,
    rowsNeeded: number,
  ): Promise<PageShape> {
    const { carModelId, carClassId } = query;
    const range: Filters = carModelId ? { carModelId } : carClassId ? { carClassId } : {};
    const walked = await countOf(known, range, models);
    return pageShape(matches, walked, rowsNeeded);
  }

  /** How to search for this page, from the (cached) totals of the search and of its filters alone. */
  async function shapeFor(
    known: KnownTotals,
    query: BrowseQuery,
    matches: number,
    models: ClassModels,
  ): Promise<SearchShape> {
    const all = await countOf(known, { ...query, search: undefined }, models);
    return searchShape(Math.min(matches, SEARCH_COUNT_CAP + 1), all, query.pageNumber * query.pageSize, {
      capped: matches > SEARCH_COUNT_CAP,
    });
  }

  /** "Did you mean …?": the index's suggestion, offered only when it finds something with these filters. */
  async function suggestionFor(
    known: KnownTotals,
    query: BrowseQuery,
    models: ClassModels,
    plan: SearchPlan,
  ): Promise<string | undefined> {
    const suggestion = searchIndex.suggestion(plan);
    if (!suggestion) return undefined;
    const suggested = await searchIndex.plan(suggestion, known);
    return (await countOf(known, { ...query, search: suggestion }, models, suggested)) > 0 ? suggestion : undefined;
  }

  return {
    async browse(query: BrowseQuery): Promise<BrowsePage> {
      const known = totals.snapshot();
      const models = await classModels(known, query.carClassId);
      const plan = query.search ? await searchIndex.plan(query.search, known) : undefined;
      const counted = countOf(known, query, models, plan);
      // A search's total stops at the cap (`cappedSearchCount`): the page says "cap+".
      const cap = query.search ? SEARCH_COUNT_CAP : Number.POSITIVE_INFINITY;
      const total = counted.then((n) => Math.min(n, cap));
      total.catch(() => {});
      const result = async (ids: readonly number[]): Promise<BrowsePage> => {
        const page = { rows: await rowsInOrder(ids), total: await total, capped: (await counted) > cap };
        if (!plan) return page;
        const suggestion = page.total === 0 ? await suggestionFor(known, query, models, plan) : undefined;
        return { ...page, search: { ...highlightOf(plan), ...(suggestion ? { suggestion } : {}) } };
      };
      // A word in no livery, corrected or not: no page to look for.
      if (plan && matchesNothing(plan)) return result([]);
      if (plan && query.sortBy === 'relevance' && (await counted) > 0) {
        const all = () => countOf(known, { ...query, search: undefined }, models);
        return result(await relevancePage(known, query, plan, await counted, all));
      }
      let shape = query.search ? await shapeFor(known, query, await counted, models) : 'index sets';
      const offset = (query.pageNumber - 1) * query.pageSize;
      const direction = query.descending ? 'desc' : 'asc';
      const kept = await keptTitlePage(known, query);
      if (kept) return result(kept);
      if (shape === 'row check') {
        const ids = await walkPage(known, query, plan as SearchPlan);
        if (ids) return result(ids);
        shape = 'index sets';
      }
      // A title search whose matches the windows did not find, or too few to walk for: its matches
      // are collected, sorted and kept (collectedTitlePage). Left to its planner, PostgreSQL walked
      // the title index with the term as a filter ("benson" descending: 96,000 rows, 25 ms); SQLite
      // sorted every match for each page ("gulf" descending at 1,000,000: 250 ms every time).
      const collect = query.sortBy === 'title' && !!query.search;
      const marked = usesPageMarks(query.sortBy, query.search, offset);
      // Search pages keep their own shape (livery-search.ts); filters alone pick walk or sort here,
      // a walk from a page mark (below) reading past fewer than MARK_EVERY matches.
      const rowsNeeded = (marked ? offset % MARK_EVERY : offset) + query.pageSize;
      const sortsMatches =
        !query.search && (await shapeOfPage(known, query, models, await total, rowsNeeded)) === 'sort matches';
      const filtered = () => applyFilters(db.selectFrom('livery as l'), query, { plan, shape });
      if (collect) return result(await collectedTitlePage(known, query, filtered));
      const column = SORT_COLUMNS[query.sortBy];
      if (sortsMatches) {
        const keyed = filtered().select(['l.id', sql.ref(column).as('k')]);
        const [, idRows] = await Promise.all([
          total,
          executePlanned(db, sortedMatchesPage(db, keyed, direction, query.pageSize, offset)),
        ]);
        return result(idRows.map((r) => r.id));
      }
      let seek: { mark: PageMark; skipped: number } | undefined;
      if (marked) {
        const trail = await known.remember(filterKey(query, `marks ${query.sortBy} ${direction}`), async () =>
          newMarkTrail(),
        );
        const index = Math.floor(offset / MARK_EVERY);
        const mark = await markAt(db, trail, filtered, column, direction, index);
        // Past the last row: an empty page, without walking the whole order to find so.
        if (!mark) return result([]);
        seek = { mark, skipped: index * MARK_EVERY };
      }
      // Every other sort walks one livery index, covering (sort column, id).
      let walk = filtered().select('l.id');
      if (seek) walk = walk.where(fromMark(column, direction, seek.mark));
      const page = executePlanned(
        db,
        walk
          .orderBy(sql.ref(column), direction)
          .orderBy('l.id', direction)
          .limit(query.pageSize)
          .offset(offset - (seek?.skipped ?? 0)),
      );
      const [, idRows] = await Promise.all([total, page]);
      return result(idRows.map((r) => r.id));
    },

    latest: async (count: number) => withParsedTags(await latestRows(count)),
    mostFavorited: async (count: number) => withParsedTags(await mostFavoritedRows(count)),
    byUploader: async (uploaderId: number) => withParsedTags(await rowsByUploader(uploaderId)),
    /** The liveries of these ids that exist, in the order given (collections). */
    inOrder: rowsInOrder,

    ...createLiveryPageReads(db, kind, listRows, rowsInOrder),
    ...createLiveryDerivativeReads(db, rowsInOrder),
  };
}

export type LiveriesRepository = ReturnType<typeof createLiveriesRepository>;
