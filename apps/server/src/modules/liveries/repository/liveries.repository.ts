import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { fromJson, idListParameter, inIdList, jsonArrayFor } from '../../../db/dialect';
import { executePlanned, prepareQuery } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { fromMark, markBefore, pageMarks, usesPageMarks } from './livery-page-marks';
import {
  type LiveryListRow,
  type LiveryQuery,
  type LiveryRow,
  liveryRowJoins,
  withLiveryListColumns,
  withParsedTags,
} from './livery-rows';
import { type SearchShape, searchMatches, searchShape } from './livery-search';
import { createLiveryTotals } from './livery-totals';

export type { LiveryListRow, LiveryRow } from './livery-rows';

const SORT_COLUMNS: Record<Exclude<SortKey, 'author'>, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  title: 'l.title',
};

type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>;
type KnownTotals = ReturnType<ReturnType<typeof createLiveryTotals>['snapshot']>;

/** Reads of liveries; the database kind picks the search index (see livery-search.ts). */
export function createLiveriesRepository(db: Kysely<Database>) {
  const kind: DatabaseKind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const totals = createLiveryTotals(db);
  const base = () => liveryRowJoins(db);

  const jsonArrayFrom = jsonArrayFor(kind);

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

  // The livery page's queries, compiled once: they run on every livery page view.
  /** Everything a livery page shows, with whether the viewer favourited it, in one statement. */
  const detailRowById = prepareQuery(db, (id: number, viewerId: number) =>
    listRows()
      .select((eb) => [
        'm.install_folder as installFolder',
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
        jsonArrayFrom(
          eb
            .selectFrom('screenshot as shot')
            .select(['shot.id', 'shot.full_key as fullKey', 'shot.thumb_key as thumbKey', 'shot.width', 'shot.height'])
            .whereRef('shot.livery_id', '=', 'l.id')
            .orderBy('shot.position'),
        ).as('screenshots'),
        jsonArrayFrom(
          eb
            .selectFrom('region_configuration as rc')
            .select([
              'rc.region_name as regionName',
              'rc.material',
              'rc.base_style as baseStyle',
              'rc.flake_color as flakeColor',
              'rc.flake_strength as flakeStrength',
            ])
            .whereRef('rc.livery_id', '=', 'l.id'),
        ).as('regions'),
      ])
      .where('l.id', '=', id),
  );
  /**
   * A livery's related list as most liveries have it: the newest of its own model, never itself,
   * rows and all in one statement (the model comes from a subquery on the livery).
   */
  const relatedOfSameModel = prepareQuery(db, (id: number, limit: number) =>
    listRows()
      .where(
        'l.id',
        'in',
        db
          .selectFrom('livery as r')
          .select('r.id')
          .where('r.car_model_id', '=', db.selectFrom('livery as s').select('s.car_model_id').where('s.id', '=', id))
          .where('r.id', '!=', id)
          .orderBy('r.upload_date', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit),
      )
      .orderBy('l.upload_date', 'desc')
      .orderBy('l.id', 'desc'),
  );
  /** The model and class a livery's related list is drawn from, when its own model has too few. */
  const relatedSource = prepareQuery(db, (id: number) =>
    db
      .selectFrom('livery as l')
      .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
      .select(['l.car_model_id as carModelId', 'm.car_class_id as carClassId'])
      .where('l.id', '=', id),
  );
  const newestOfClassBesidesModel = prepareQuery(
    db,
    (classId: number, modelId: number, exceptId: number, limit: number) =>
      db
        .selectFrom('livery as l')
        .select('l.id')
        .where(
          'l.car_model_id',
          'in',
          db.selectFrom('car_model').select('id').where('car_class_id', '=', classId).where('id', '!=', modelId),
        )
        .where('l.id', '!=', exceptId)
        .orderBy('l.upload_date', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit),
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

  function countOf(known: KnownTotals, filtered: () => LiveryQuery, f: Filters): Promise<number> {
    return known.total(filterKey(f), () => countRows(filtered()));
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
  ) {
    const direction = query.descending ? 'desc' : 'asc';
    const nullsFirst = (kind === 'sqlite') === (direction === 'asc');
    const anonymous = await known.total(filterKey(query, 'no author'), () =>
      countRows(filtered().where('l.uploader_id', 'is', null)),
    );
    const offset = (query.pageNumber - 1) * query.pageSize;
    const named = async (skip: number, take: number) =>
      take <= 0
        ? []
        : executePlanned(
            db,
            filtered()
              .innerJoin('user as u', 'u.id', 'l.uploader_id')
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
      const total = countOf(known, () => applyFilters(db.selectFrom('livery as l'), query), query);
      const shape = query.search ? await shapeFor(known, query, await total) : 'index sets';
      const filtered = () => applyFilters(db.selectFrom('livery as l'), query, shape);
      if (query.sortBy === 'author') {
        const ids = await authorPage(known, filtered, query, total);
        return { rows: await rowsInOrder(ids), total: await total };
      }
      const direction = query.descending ? 'desc' : 'asc';
      const column = SORT_COLUMNS[query.sortBy];
      const offset = (query.pageNumber - 1) * query.pageSize;
      const seek = usesPageMarks(query.sortBy, query.search, offset)
        ? markBefore(
            await known.remember(filterKey(query, `marks ${query.sortBy} ${direction}`), () =>
              pageMarks(db, filtered(), column, direction),
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

    /** The livery page: its row, tags, screenshots and regions, and whether `viewerId` (0: nobody) favourited it. */
    async findForDetail(id: number, viewerId: number) {
      const [row] = await detailRowById(id, viewerId);
      return (
        row && {
          ...(row as LiveryRow),
          favorited: Number(row.favorited) === 1,
          installFolder: String(row.installFolder),
          tags: fromJson(row.tags),
          screenshots: fromJson(row.screenshots),
          regions: fromJson(row.regions),
        }
      );
    },

    /**
     * Same model first, then the rest of the class, newest first; never the livery itself;
     * undefined when there is no such livery. One statement when the model alone fills the list;
     * otherwise a walk of the class by date for the rest.
     */
    async related(id: number, limit: number): Promise<LiveryListRow[] | undefined> {
      const sameModel = withParsedTags(await relatedOfSameModel(id, limit));
      if (sameModel.length >= limit) return sameModel;
      const source = (await relatedSource(id))[0];
      if (!source) return undefined;
      const rest = await newestOfClassBesidesModel(source.carClassId, source.carModelId, id, limit - sameModel.length);
      return [...sameModel, ...(await rowsInOrder(rest.map((r) => r.id)))];
    },

    screenshotsOf,
    regionConfigurationsOf,
  };
}

export type LiveriesRepository = ReturnType<typeof createLiveriesRepository>;
