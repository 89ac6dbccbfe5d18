import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { idListParameter, inIdList } from '../../../db/dialect';
import { executePlanned, prepareQuery } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { beforeMark, fromMark, MARK_EVERY, markBefore, pageMarks, usesPageMarks } from './livery-page-marks';
import { createLiveryPageReads } from './livery-page-reads';
import {
  carriesTag,
  hasMaterial,
  type LiveryListRow,
  type LiveryQuery,
  liveryRowJoins,
  withLiveryListColumns,
  withParsedTags,
} from './livery-rows';
import { ROW_CHECK_WINDOW, type SearchShape, searchMatches, searchShape } from './livery-search';
import { type PageShape, pageShape, sortedMatchesPage } from './livery-sorted-matches';
import { createLiveryTotals } from './livery-totals';

export type { LiveryListRow, LiveryRow } from './livery-rows';

const SORT_COLUMNS: Record<Exclude<SortKey, 'author'>, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  // Issue 19: the Bayesian score (0015's index livery_rating_score covers (rating_score, id)).
  rating: 'l.rating_score',
  title: 'l.title',
};

type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>;
/** The ids of the class's models, when the caller has looked them up (see `classModels`). */
type ClassModels = readonly number[] | undefined;
type KnownTotals = ReturnType<ReturnType<typeof createLiveryTotals>['snapshot']>;

/** Reads of liveries; the database kind picks the search index (see livery-search.ts). */
export function createLiveriesRepository(db: Kysely<Database>) {
  const kind: DatabaseKind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const totals = createLiveryTotals(db);
  const base = () => liveryRowJoins(db);

  const listRows = () => withLiveryListColumns(base(), kind);

  const rowsByIds = prepareQuery(db, (ids: unknown) => listRows().where((eb) => inIdList(kind, eb.ref('l.id'), ids)));

  async function rowsInOrder(ids: readonly number[]): Promise<LiveryListRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map(withParsedTags(await rowsByIds(idListParameter(kind, ids))).map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  // The home page's lists and a member's own list, compiled once.
  const latestRows = prepareQuery(db, (count: number) =>
    listRows().orderBy('l.upload_date', 'desc').orderBy('l.id', 'desc').limit(count),
  );
  const mostFavoritedRows = prepareQuery(db, (count: number) =>
    listRows().orderBy('l.favorite_count', 'desc').orderBy('l.id', 'desc').limit(count),
  );
  const rowsByUploader = prepareQuery(db, (uploaderId: number) =>
    listRows().where('l.uploader_id', '=', uploaderId).orderBy('l.upload_date', 'desc').orderBy('l.id', 'desc'),
  );

  /**
   * The filters on `livery` alone (no joins), so the count and the page of ids can each use an
   * index; the class and the author search become subqueries on the small tables.
   */
  function applyFilters<Q extends LiveryQuery>(
    q: Q,
    f: Filters,
    shape: SearchShape = 'index sets',
    { models, walk = false, byAuthor = false }: { models?: ClassModels; walk?: boolean; byAuthor?: boolean } = {},
  ): Q {
    let out = q;
    // One model is a range of its (car_model_id, sort column, id) index (0004, 0017) in any order
    // but the author's. Otherwise the model is tested per row on a walk of the sort order: `+ 0`
    // keeps both planners from collecting all the class's (or the model's) liveries through those
    // indexes and sorting them instead.
    const model = walk ? sql<number>`${sql.ref('l.car_model_id')} + 0` : sql.ref<number>('l.car_model_id');
    if (f.carModelId) out = out.where(byAuthor ? model : sql.ref<number>('l.car_model_id'), '=', f.carModelId) as Q;
    if (f.carClassId && models) {
      // The models as values: with a subquery SQLite read every livery instead of `livery_model`.
      out = (models.length ? out.where(model, 'in', models) : out.where(sql<boolean>`1 = 0`)) as Q;
    } else if (f.carClassId) {
      const classId = f.carClassId;
      out = out.where(
        'l.car_model_id',
        'in',
        db.selectFrom('car_model').select('id').where('car_class_id', '=', classId),
      ) as Q;
    }
    if (f.tagId) out = out.where(carriesTag(f.tagId)) as Q;
    if (f.material?.length) out = out.where(hasMaterial(f.material)) as Q;
    if (f.search) {
      const term = f.search;
      out = out.where((eb) =>
        searchMatches(
          db,
          kind,
          term,
          { id: eb.ref('l.id'), title: eb.ref('l.title'), uploaderId: eb.ref('l.uploader_id') },
          shape,
        ),
      ) as Q;
    }
    return out;
  }

  const filterKey = (f: Filters, extra = '') =>
    JSON.stringify([
      f.carModelId ?? 0,
      f.carClassId ?? 0,
      f.tagId ?? 0,
      f.search?.toLowerCase() ?? '',
      [...(f.material ?? [])].sort(),
      extra,
    ]);

  const countRows = async (q: LiveryQuery) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  function countOf(known: KnownTotals, filtered: () => LiveryQuery, f: Filters): Promise<number> {
    return known.total(filterKey(f), () => countRows(filtered()));
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

  /** Walk the sort index or sort the matches (livery-sorted-matches.ts), from the cached totals. */
  async function shapeOfPage(known: KnownTotals, matches: number, rowsNeeded: number): Promise<PageShape> {
    const none = {};
    const all = await countOf(known, () => db.selectFrom('livery as l'), none);
    return pageShape(matches, all, rowsNeeded);
  }

  /** How to search for this page, from the (cached) totals of the search and of its filters alone. */
  async function shapeFor(known: KnownTotals, query: BrowseQuery, matches: number): Promise<SearchShape> {
    const unsearched = { ...query, search: undefined };
    const all = await countOf(known, () => applyFilters(db.selectFrom('livery as l'), unsearched), unsearched);
    return searchShape(matches, all, query.pageNumber * query.pageSize);
  }

  /**
   * Sort by author name: walk users by username and each one's liveries by id
   * (`livery_uploader_id`), instead of joining and sorting every livery. Liveries whose author
   * was deleted have no name; they sort where each database puts NULL (SQLite: first when
   * ascending; PostgreSQL: last), exactly as `order by u.username` placed them, and are paged
   * here around the named ones.
   */
  async function authorPage(
    known: KnownTotals,
    filtered: () => LiveryQuery,
    query: BrowseQuery,
    total: Promise<number>,
    shape: PageShape,
  ) {
    const direction = query.descending ? 'desc' : 'asc';
    const nullsFirst = (kind === 'sqlite') === (direction === 'asc');
    const anonymous = await known.total(filterKey(query, 'no author'), () =>
      countRows(filtered().where('l.uploader_id', 'is', null)),
    );
    const offset = (query.pageNumber - 1) * query.pageSize;
    const withAuthor = () => filtered().innerJoin('user as u', 'u.id', 'l.uploader_id');
    const named = async (skip: number, take: number) =>
      take <= 0
        ? []
        : executePlanned(
            db,
            shape === 'sort matches'
              ? sortedMatchesPage(db, withAuthor().select(['l.id', 'u.username as k']), direction, take, skip)
              : withAuthor()
                  .select('l.id')
                  .orderBy('u.username', direction)
                  .orderBy('l.id', direction)
                  .limit(take)
                  .offset(skip),
          );
    const unnamed = async (skip: number, take: number) =>
      take <= 0
        ? []
        : executePlanned(
            db,
            filtered()
              .where('l.uploader_id', 'is', null)
              .select('l.id')
              .orderBy('l.id', direction)
              .limit(take)
              .offset(skip),
          );
    const [first, firstCount, second] = nullsFirst
      ? [unnamed, anonymous, named]
      : [named, (await total) - anonymous, unnamed];
    const head = offset < firstCount ? await first(offset, Math.min(query.pageSize, firstCount - offset)) : [];
    const tail = await second(Math.max(0, offset - firstCount), query.pageSize - head.length);
    return [...head, ...tail].map((r) => r.id);
  }

  return {
    async browse(query: BrowseQuery): Promise<{ rows: LiveryListRow[]; total: number }> {
      const known = totals.snapshot();
      const models = await classModels(known, query.carClassId);
      const total = countOf(
        known,
        () => applyFilters(db.selectFrom('livery as l'), query, undefined, { models }),
        query,
      );
      // Awaited later, after other queries (the author sort's): a count failing meanwhile (a pool
      // timeout under load) must reach this request as its error, not end the process unhandled.
      total.catch(() => {});
      let shape = query.search ? await shapeFor(known, query, await total) : 'index sets';
      const offset = (query.pageNumber - 1) * query.pageSize;
      const direction = query.descending ? 'desc' : 'asc';
      if (query.search && shape === 'row check' && query.sortBy === 'title') {
        // The walk within its window (ROW_CHECK_WINDOW): a page it fills is the page; else the
        // matches are sorted.
        const unsearched = { ...query, search: undefined };
        const marks = await known.remember(filterKey(unsearched, `marks title ${direction}`), () =>
          pageMarks(
            db,
            applyFilters(db.selectFrom('livery as l'), unsearched, shape, { models }),
            'l.title',
            direction,
          ),
        );
        const bound = marks[Math.ceil(ROW_CHECK_WINDOW / MARK_EVERY)];
        if (bound) {
          const ids = await executePlanned(
            db,
            applyFilters(db.selectFrom('livery as l'), query, shape, { models, walk: true })
              .select('l.id')
              .where(beforeMark('l.title', direction, bound))
              .orderBy('l.title', direction)
              .orderBy('l.id', direction)
              .limit(query.pageSize)
              .offset(offset),
          );
          if (ids.length === query.pageSize)
            return { rows: await rowsInOrder(ids.map((r) => r.id)), total: await total };
          shape = 'index sets';
        }
      }
      const marked = usesPageMarks(query.sortBy, query.search, offset);
      // Search pages keep their own shape (livery-search.ts); filters alone pick walk or sort here,
      // a walk from a page mark (below) reading past fewer than MARK_EVERY matches.
      const rowsNeeded = (marked ? offset % MARK_EVERY : offset) + query.pageSize;
      const sortsMatches = !query.search && (await shapeOfPage(known, await total, rowsNeeded)) === 'sort matches';
      const filtered = (walk = !sortsMatches) =>
        applyFilters(db.selectFrom('livery as l'), query, shape, { models, walk, byAuthor: query.sortBy === 'author' });
      if (query.sortBy === 'author') {
        const ids = await authorPage(known, filtered, query, total, sortsMatches ? 'sort matches' : 'walk');
        return { rows: await rowsInOrder(ids), total: await total };
      }
      const column = SORT_COLUMNS[query.sortBy];
      if (sortsMatches) {
        const keyed = filtered().select(['l.id', sql.ref(column).as('k')]);
        const [count, idRows] = await Promise.all([
          total,
          executePlanned(db, sortedMatchesPage(db, keyed, direction, query.pageSize, offset)),
        ]);
        return { rows: await rowsInOrder(idRows.map((r) => r.id)), total: count };
      }
      const seek = marked
        ? markBefore(
            await known.remember(filterKey(query, `marks ${query.sortBy} ${direction}`), () =>
              pageMarks(db, filtered(false), column, direction),
            ),
            offset,
          )
        : undefined;
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
      const [count, idRows] = await Promise.all([total, page]);
      return { rows: await rowsInOrder(idRows.map((r) => r.id)), total: count };
    },

    latest: async (count: number) => withParsedTags(await latestRows(count)),
    mostFavorited: async (count: number) => withParsedTags(await mostFavoritedRows(count)),
    byUploader: async (uploaderId: number) => withParsedTags(await rowsByUploader(uploaderId)),
    /** The liveries of these ids that exist, in the order given (collections). */
    inOrder: rowsInOrder,

    ...createLiveryPageReads(db, kind, listRows, rowsInOrder),
  };
}

export type LiveriesRepository = ReturnType<typeof createLiveriesRepository>;
