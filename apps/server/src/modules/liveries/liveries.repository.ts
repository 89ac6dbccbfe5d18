import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { type LiveryRow, liveryRowJoins, liveryRowsInOrder, withLiveryRowColumns } from './livery-rows';
import { type SearchShape, searchMatches, searchShape } from './livery-search';
import { createLiveryTotals } from './livery-totals';

export { type LiveryRow, likePattern } from './livery-rows';

const SORT_COLUMNS: Record<Exclude<SortKey, 'author'>, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  title: 'l.title',
};

type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>;
type LiveryQuery = SelectQueryBuilder<Database & { l: Database['livery'] }, 'l', object>;

/** Reads of liveries; the database kind picks the search index (see livery-search.ts). */
export function createLiveriesRepository(db: Kysely<Database>) {
  const kind: DatabaseKind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const totals = createLiveryTotals(db);
  const base = () => liveryRowJoins(db);
  const withColumns = withLiveryRowColumns;
  const rowsInOrder = (ids: number[]) => liveryRowsInOrder(db, ids);

  // The detail page's queries, compiled once: they run on every livery page view.
  const rowById = prepareQuery(db, (id: number) => withColumns(base()).where('l.id', '=', id));
  const detailRowById = prepareQuery(db, (id: number, viewerId: number) =>
    withColumns(base())
      .select((eb) =>
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('favorite as f')
                .select('f.livery_id')
                .whereRef('f.livery_id', '=', 'l.id')
                .where('f.user_id', '=', viewerId),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('favorited'),
      )
      .where('l.id', '=', id),
  );
  const tagsOfOne = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('livery_tag as lt')
      .innerJoin('tag as t', 't.id', 'lt.tag_id')
      .select(['t.id', 't.name'])
      .where('lt.livery_id', '=', liveryId)
      .orderBy('t.name'),
  );
  const screenshotsOf = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('screenshot')
      .select(['id', 'full_key as fullKey', 'thumb_key as thumbKey', 'width', 'height'])
      .where('livery_id', '=', liveryId)
      .orderBy('position'),
  );
  const regionConfigurationsOf = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('region_configuration')
      .select([
        'region_name as regionName',
        'material',
        'base_style as baseStyle',
        'flake_color as flakeColor',
        'flake_strength as flakeStrength',
      ])
      .where('livery_id', '=', liveryId),
  );

  /**
   * The filters on `livery` alone (no joins), so the count and the page of ids can each use an
   * index; the class and the author search become subqueries on the small tables.
   */
  function applyFilters<Q extends LiveryQuery>(q: Q, f: Filters, shape: SearchShape = 'index sets'): Q {
    let out = q;
    if (f.carModelId) out = out.where('l.car_model_id', '=', f.carModelId) as Q;
    if (f.carClassId) {
      const classId = f.carClassId;
      out = out.where(
        'l.car_model_id',
        'in',
        db.selectFrom('car_model').select('id').where('car_class_id', '=', classId),
      ) as Q;
    }
    if (f.tagId) {
      const tagId = f.tagId;
      out = out.where((eb) =>
        eb.exists(
          eb
            .selectFrom('livery_tag as lt')
            .select('lt.livery_id')
            .whereRef('lt.livery_id', '=', 'l.id')
            .where('lt.tag_id', '=', tagId),
        ),
      ) as Q;
    }
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
    JSON.stringify([f.carModelId ?? 0, f.carClassId ?? 0, f.tagId ?? 0, f.search?.toLowerCase() ?? '', extra]);

  const countRows = async (q: LiveryQuery) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  function countOf(filtered: () => LiveryQuery, f: Filters): Promise<number> {
    return totals.total(filterKey(f), () => countRows(filtered()));
  }

  /** How to search for this page, from the (cached) totals of the search and of its filters alone. */
  async function shapeFor(query: BrowseQuery, matches: number): Promise<SearchShape> {
    const unsearched = { ...query, search: undefined };
    const all = await countOf(() => applyFilters(db.selectFrom('livery as l'), unsearched), unsearched);
    return searchShape(matches, all, query.pageNumber * query.pageSize);
  }

  /**
   * Sort by author name: walk users by username and each one's liveries by id
   * (`livery_uploader_id`), instead of joining and sorting every livery. Liveries whose author
   * was deleted have no name; they sort where each database puts NULL (SQLite: first when
   * ascending; PostgreSQL: last), exactly as `order by u.username` placed them, and are paged
   * here around the named ones.
   */
  async function authorPage(filtered: () => LiveryQuery, query: BrowseQuery, total: Promise<number>) {
    const direction = query.descending ? 'desc' : 'asc';
    const nullsFirst = (kind === 'sqlite') === (direction === 'asc');
    const anonymous = await totals.total(filterKey(query, 'no author'), () =>
      countRows(filtered().where('l.uploader_id', 'is', null)),
    );
    const offset = (query.pageNumber - 1) * query.pageSize;
    const named = async (skip: number, take: number) =>
      take <= 0
        ? []
        : filtered()
            .innerJoin('user as u', 'u.id', 'l.uploader_id')
            .select('l.id')
            .orderBy('u.username', direction)
            .orderBy('l.id', direction)
            .limit(take)
            .offset(skip)
            .execute();
    const unnamed = async (skip: number, take: number) =>
      take <= 0
        ? []
        : filtered()
            .where('l.uploader_id', 'is', null)
            .select('l.id')
            .orderBy('l.id', direction)
            .limit(take)
            .offset(skip)
            .execute();
    const [first, firstCount, second] = nullsFirst
      ? [unnamed, anonymous, named]
      : [named, (await total) - anonymous, unnamed];
    const head = offset < firstCount ? await first(offset, Math.min(query.pageSize, firstCount - offset)) : [];
    const tail = await second(Math.max(0, offset - firstCount), query.pageSize - head.length);
    return [...head, ...tail].map((r) => r.id);
  }

  return {
    async browse(query: BrowseQuery): Promise<{ rows: LiveryRow[]; total: number }> {
      const total = countOf(() => applyFilters(db.selectFrom('livery as l'), query), query);
      const shape = query.search ? await shapeFor(query, await total) : 'index sets';
      const filtered = () => applyFilters(db.selectFrom('livery as l'), query, shape);
      if (query.sortBy === 'author') {
        const ids = await authorPage(filtered, query, total);
        return { rows: await rowsInOrder(ids), total: await total };
      }
      const direction = query.descending ? 'desc' : 'asc';
      // Every other sort walks one livery index, covering (sort column, id).
      const page = filtered()
        .select('l.id')
        .orderBy(sql.ref(SORT_COLUMNS[query.sortBy]), direction)
        .orderBy('l.id', direction)
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize)
        .execute();
      const [count, idRows] = await Promise.all([total, page]);
      return { rows: await rowsInOrder(idRows.map((r) => r.id)), total: count };
    },

    latest: (count: number) =>
      withColumns(base()).orderBy('l.upload_date', 'desc').orderBy('l.id', 'desc').limit(count).execute() as Promise<
        LiveryRow[]
      >,

    mostFavorited: (count: number) =>
      withColumns(base()).orderBy('l.favorite_count', 'desc').orderBy('l.id', 'desc').limit(count).execute() as Promise<
        LiveryRow[]
      >,

    byUploader: (uploaderId: number) =>
      withColumns(base())
        .where('l.uploader_id', '=', uploaderId)
        .orderBy('l.upload_date', 'desc')
        .orderBy('l.id', 'desc')
        .execute() as Promise<LiveryRow[]>,

    findById: async (id: number): Promise<LiveryRow | undefined> => (await rowById(id))[0] as LiveryRow | undefined,

    /** The row of a livery page with whether `viewerId` (0: nobody) favourited it, in one query. */
    async findForDetail(id: number, viewerId: number): Promise<(LiveryRow & { favorited: boolean }) | undefined> {
      const [row] = await detailRowById(id, viewerId);
      return row && { ...(row as LiveryRow), favorited: Number(row.favorited) === 1 };
    },

    tagsOfOne,

    /**
     * Same model first, then the rest of the class, newest first; never the livery itself. Two
     * index walks (model, then class by date) instead of sorting the whole class.
     */
    async related(livery: { id: number; carModelId: number; carClassId: number }, limit: number): Promise<LiveryRow[]> {
      const newest = (q: SelectQueryBuilder<Database & { l: Database['livery'] }, 'l', object>) =>
        q
          .select('l.id')
          .where('l.id', '!=', livery.id)
          .orderBy('l.upload_date', 'desc')
          .orderBy('l.id', 'desc')
          .limit(limit);
      const sameModel = await newest(
        db.selectFrom('livery as l').where('l.car_model_id', '=', livery.carModelId),
      ).execute();
      const rest =
        sameModel.length < limit
          ? await newest(
              db
                .selectFrom('livery as l')
                .where(
                  'l.car_model_id',
                  'in',
                  db
                    .selectFrom('car_model')
                    .select('id')
                    .where('car_class_id', '=', livery.carClassId)
                    .where('id', '!=', livery.carModelId),
                ),
            ).execute()
          : [];
      return rowsInOrder([...sameModel, ...rest].slice(0, limit).map((r) => r.id));
    },

    async tagsOf(liveryIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
      const out = new Map<number, { id: number; name: string }[]>();
      if (liveryIds.length === 0) return out;
      const rows = await db
        .selectFrom('livery_tag as lt')
        .innerJoin('tag as t', 't.id', 'lt.tag_id')
        .select(['lt.livery_id as liveryId', 't.id', 't.name'])
        .where('lt.livery_id', 'in', liveryIds)
        .orderBy('t.name')
        .execute();
      for (const { liveryId, id, name } of rows) {
        const list = out.get(liveryId) ?? [];
        list.push({ id, name });
        out.set(liveryId, list);
      }
      return out;
    },

    screenshotsOf,
    regionConfigurationsOf,
  };
}

export type LiveriesRepository = ReturnType<typeof createLiveriesRepository>;
