import { type BrowseQuery, LIMITS } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import { executePlanned } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import type { LiverySearchIndex, SearchPlan } from '../search/livery-search-index';
import { type Filters, hasFilters, type LiveryFilters, SORT_COLUMNS } from './livery-filters';
import { beforeMark, fromMark, MARK_EVERY, markAt, newMarkTrail, type PageMark } from './livery-page-marks';
import type { LiveryQuery } from './livery-rows';
import { ROW_CHECK_WINDOW } from './livery-search';
import { sortedMatchesPage } from './livery-sorted-matches';
import type { KnownTotals } from './livery-totals';

/** A search's total is counted up to this many matches (the page then says "1000+"). */
export const SEARCH_COUNT_CAP = LIMITS.searchCountCap;

/** Marks per window of a walk by title: ROW_CHECK_WINDOW rows (a few ms on SQLite). */
const WINDOW_MARKS = Math.ceil(ROW_CHECK_WINDOW / MARK_EVERY);
/**
 * Windows a walk by title reads before it collects and sorts the matches instead: walking the
 * whole title order to a word that starts titles cost more in all (100,000 liveries: search p99
 * 305 -> 1,498 ms) than sorting its matches, though in slices.
 */
export const TITLE_WINDOWS = 4;

/** The parts of a search page that keep its cost bounded however common the term is. */
export function createSearchPages(db: Kysely<Database>, filters: LiveryFilters, searchIndex: LiverySearchIndex) {
  const { applyFilters, countRows, filterKey, upTo } = filters;

  /**
   * A search's total, counted up to SEARCH_COUNT_CAP + 1: a common word matches a large share of
   * the catalogue, and counting every match grew with it. More than the cap is answered as "cap+".
   */
  async function cappedSearchCount(f: Filters, plan: SearchPlan, cap: number = SEARCH_COUNT_CAP): Promise<number> {
    // Without other filters every match is a livery (its search row goes with it): the engine's
    // ids alone, without reading each livery ("team", 28,812 matches, to 10,001: 14 ms -> 3).
    if (!hasFilters(f)) {
      const ids = db.selectFrom(sql<{ id: number }>`(${searchIndex.matchingIds(plan)})`.as('f')).select('f.id');
      const { n } = await db
        .selectFrom(ids.limit(cap + 1).as('m'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    }
    // Joined, the engine's matches stream and the LIMIT stops them: as `id in (…)` every match was
    // collected first (a common word at 100,000 liveries: 10 ms instead of 6).
    const unsearched = applyFilters(db.selectFrom('livery as l'), { ...f, search: undefined });
    const matching = unsearched.innerJoin(sql<{ id: number }>`(${searchIndex.matchingIds(plan)})`.as('f'), (join) =>
      join.onRef('f.id', '=', 'l.id'),
    ) as unknown as LiveryQuery;
    return countRows(upTo(matching, cap + 1));
  }

  /**
   * A search page found by walking the filtered sort order and testing each row (`row check`,
   * chosen by `searchShape` when matches are dense enough). Words are spread evenly through every
   * order but the title's: titles begin with their sponsor, so "gulf" by title sits behind a third
   * of all titles. By title the walk therefore goes window by window, each ROW_CHECK_WINDOW rows
   * between two marks of the filter's title order (found once per filter and version,
   * livery-page-marks.ts), for at most TITLE_WINDOWS windows; undefined past them, and the caller
   * collects the matches. It does not yield between windows: under load each yield sent the page to
   * the back of the event loop's queue (title searches, 50 connections: p99 101 -> 56 ms without),
   * and the windows together are bounded (a few ms each on SQLite).
   */
  async function walkPage(known: KnownTotals, query: BrowseQuery, plan: SearchPlan) {
    if (!query.search) return undefined;
    const offset = (query.pageNumber - 1) * query.pageSize;
    const direction = query.descending ? 'desc' : 'asc';
    const column = SORT_COLUMNS[query.sortBy];
    const walk = applyFilters(db.selectFrom('livery as l'), query, { plan, shape: 'row check' })
      .select('l.id')
      .orderBy(sql.ref(column), direction)
      .orderBy('l.id', direction);
    if (query.sortBy !== 'title') {
      const ids = await executePlanned(db, walk.limit(query.pageSize).offset(offset));
      return ids.map((r) => r.id);
    }
    const unsearched = { ...query, search: undefined };
    const trail = await known.remember(filterKey(unsearched, `marks title ${direction}`), async () => newMarkTrail());
    const filtered = () => applyFilters(db.selectFrom('livery as l'), unsearched);
    const wanted = offset + query.pageSize;
    const found: number[] = [];
    let from: PageMark | undefined;
    for (let window = 1; found.length < wanted; window += 1) {
      // Matches this far along the title order are sparse here: collecting them all costs less.
      if (window > TITLE_WINDOWS) return undefined;
      const until = await markAt(db, trail, filtered, column, direction, window * WINDOW_MARKS);
      let rows = walk;
      if (from) rows = rows.where(fromMark(column, direction, from));
      if (until) rows = rows.where(beforeMark(column, direction, until));
      found.push(...(await executePlanned(db, rows.limit(wanted - found.length))).map((r) => r.id));
      if (!until) break;
      from = until;
    }
    return found.slice(offset, wanted);
  }

  /**
   * A title search the windows could not fill: its matches collected from the search index
   * (PostgreSQL's trigrams, SQLite's FTS) and sorted. Selecting `uploader_id`, which the title
   * index lacks, keeps PostgreSQL's planner from walking that index to the end instead ("agip" at
   * 1M: 15 ms instead of 450). A common word still costs 100-300 ms, so the first SEARCH_COUNT_CAP
   * in order (every page the browse page offers) are kept per term, direction and version, like the count.
   */
  async function collectedTitlePage(known: KnownTotals, query: BrowseQuery, filtered: () => LiveryQuery) {
    const offset = (query.pageNumber - 1) * query.pageSize;
    const direction = query.descending ? 'desc' : 'asc';
    const keyed = filtered().select(['l.id', sql.ref('l.title').as('k'), 'l.uploader_id']);
    const sorted = async (limit: number, skip: number) =>
      (await executePlanned(db, sortedMatchesPage(db, keyed, direction, limit, skip))).map((r) => r.id);
    if (offset + query.pageSize > SEARCH_COUNT_CAP) return sorted(query.pageSize, offset);
    const first = await known.remember(collectedKey(query), () => sorted(SEARCH_COUNT_CAP, 0));
    return first.slice(offset, offset + query.pageSize);
  }

  const collectedKey = (query: BrowseQuery) =>
    filterKey(query, `collected by title ${query.descending ? 'desc' : 'asc'}`);

  /** The page from a title search's kept collection, when one is current: no walk needed first. */
  async function keptTitlePage(known: KnownTotals, query: BrowseQuery): Promise<number[] | undefined> {
    if (query.sortBy !== 'title' || !query.search) return undefined;
    const offset = (query.pageNumber - 1) * query.pageSize;
    if (offset + query.pageSize > SEARCH_COUNT_CAP) return undefined;
    return (await known.peek<number[]>(collectedKey(query)))?.slice(offset, offset + query.pageSize);
  }

  /**
   * A best-match page (issue 38 §4): the matches scored by the search index and sorted, ties by
   * favourites, downloads, then newest. The first SEARCH_COUNT_CAP in order (every page the browse
   * page offers) are kept per query, filters and version, like the count. A search matching more
   * than √(SEARCH_COUNT_CAP × all) liveries ranks its SEARCH_COUNT_CAP most favourited, found by
   * walking the favourites order: scoring every match of a word in a third of all titles cost
   * 116 ms at 100,000 liveries and grew with the catalogue, while a walk for a rarer word (3 % of
   * liveries) read 30,000 rows, 100 ms (decision 0010). `matches` is the capped count: at most
   * the cap, the matches are few enough to score without counting them again.
   */
  async function relevancePage(
    known: KnownTotals,
    query: BrowseQuery,
    plan: SearchPlan,
    matches: number,
    all: () => Promise<number>,
  ): Promise<number[]> {
    const offset = (query.pageNumber - 1) * query.pageSize;
    const columns = ['l.id', 'l.favorite_count', 'l.download_count', 'l.upload_date'] as const;
    const scored = () =>
      applyFilters(db.selectFrom('livery as l'), query, { plan, shape: 'index sets' }).select([
        ...columns,
      ]) as unknown as ReturnType<Candidates>;
    const mostFavourited = () =>
      applyFilters(db.selectFrom('livery as l'), query, { plan, shape: 'row check' })
        .select([...columns])
        .orderBy('l.favorite_count', 'desc')
        .orderBy('l.id', 'desc')
        .limit(SEARCH_COUNT_CAP);
    const ranked = (candidates: Candidates, limit: number, skip: number) =>
      db
        .with((w) => w('m').materialized(), candidates)
        .selectFrom('m')
        .innerJoin('livery_search as s', 's.livery_id', 'm.id')
        .select('m.id')
        .orderBy(searchIndex.relevance(plan), 'desc')
        .orderBy('m.favorite_count', 'desc')
        .orderBy('m.download_count', 'desc')
        .orderBy('m.upload_date', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(skip);
    type Candidates = typeof mostFavourited;
    const ids = async (q: ReturnType<typeof ranked>) => (await executePlanned(db, q)).map((r) => r.id);

    if (offset + query.pageSize > SEARCH_COUNT_CAP) {
      const dense = await denseMatches(known, query, plan, all);
      return ids(ranked(dense ? mostFavourited : scored, query.pageSize, offset));
    }
    const first = await known.remember(filterKey(query, 'best match'), async () => {
      // The capped count says "few" without counting further.
      const dense = matches > SEARCH_COUNT_CAP && (await denseMatches(known, query, plan, all));
      return ids(ranked(dense ? mostFavourited : scored, SEARCH_COUNT_CAP, 0));
    });
    return first.slice(offset, offset + query.pageSize);
  }

  /**
   * Whether walking the favourites order reads fewer rows (CAP × all / matches) than there are
   * matches to score: matches past √(CAP × all), counted up to there (10,000 at 100,000 liveries).
   */
  async function denseMatches(known: KnownTotals, query: BrowseQuery, plan: SearchPlan, all: () => Promise<number>) {
    const threshold = Math.ceil(Math.sqrt(SEARCH_COUNT_CAP * (await all())));
    if (threshold <= SEARCH_COUNT_CAP) return false;
    const counted = await known.total(filterKey(query, `matches to ${threshold}`), () =>
      cappedSearchCount(query, plan, threshold),
    );
    return counted > threshold;
  }

  return { cappedSearchCount, walkPage, collectedTitlePage, keptTitlePage, relevancePage };
}
