import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A livery row joined with what every list shows: author, model, class and the primary screenshot. */
export interface LiveryRow {
  id: number;
  title: string;
  description: string;
  uploaderId: number | null;
  authorUsername: string | null;
  carModelId: number;
  carModelName: string;
  carClassId: number;
  carClassName: string;
  uploadDate: Date | string;
  updatedAt: Date | string;
  downloadCount: number;
  favoriteCount: number;
  fileKey: string;
  fileSize: number;
  thumbKey: string | null;
}

const SORT_COLUMNS: Record<SortKey, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  title: 'l.title',
  author: 'u.username',
};

/** `%term%` with LIKE's wildcards escaped, so a search for "100%" means the text "100%". */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createLiveriesRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('livery as l')
      .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
      .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
      .leftJoin('user as u', 'u.id', 'l.uploader_id')
      .leftJoin('screenshot as s', (join) => join.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0));

  const withColumns = (q: ReturnType<typeof base>) =>
    q.select([
      'l.id',
      'l.title',
      'l.description',
      'l.uploader_id as uploaderId',
      sql<string | null>`coalesce(u.display_username, u.username)`.as('authorUsername'),
      'l.car_model_id as carModelId',
      'm.name as carModelName',
      'c.id as carClassId',
      'c.name as carClassName',
      'l.upload_date as uploadDate',
      'l.updated_at as updatedAt',
      'l.download_count as downloadCount',
      'l.favorite_count as favoriteCount',
      'l.file_key as fileKey',
      'l.file_size as fileSize',
      's.thumb_key as thumbKey',
    ]);

  type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>;

  /**
   * The filters on `livery` alone (no joins), so the count and the page of ids can each use an
   * index; the class and the author search become subqueries on the small tables.
   */
  function applyFilters<Q extends SelectQueryBuilder<Database & { l: Database['livery'] }, 'l', object>>(
    q: Q,
    f: Filters,
  ): Q {
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
      const pattern = likePattern(f.search);
      const matches = (column: Expression<string | null>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
      out = out.where((eb) =>
        eb.or([
          matches(eb.ref('l.title')),
          eb(
            'l.uploader_id',
            'in',
            eb
              .selectFrom('user as au')
              .select('au.id')
              .where((w) => w.or([matches(w.ref('au.username')), matches(w.ref('au.display_username'))])),
          ),
        ]),
      ) as Q;
    }
    return out;
  }

  /** Full rows for ids found by an index-only query, in the order of `ids`. */
  async function rowsInOrder(ids: number[]): Promise<LiveryRow[]> {
    if (ids.length === 0) return [];
    const rows = (await withColumns(base()).where('l.id', 'in', ids).execute()) as LiveryRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async browse(query: BrowseQuery): Promise<{ rows: LiveryRow[]; total: number }> {
      const direction = query.descending ? 'desc' : 'asc';
      const count = applyFilters(db.selectFrom('livery as l'), query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // Only the author sort needs another table; every other sort walks one livery index.
      const page =
        query.sortBy === 'author'
          ? applyFilters(db.selectFrom('livery as l'), query)
              .leftJoin('user as u', 'u.id', 'l.uploader_id')
              .select('l.id')
              .orderBy('u.username', direction)
          : applyFilters(db.selectFrom('livery as l'), query)
              .select('l.id')
              .orderBy(sql.ref(SORT_COLUMNS[query.sortBy]), direction);
      const ids = page
        .orderBy('l.id', direction)
        .limit(query.pageSize)
        .offset((query.pageNumber - 1) * query.pageSize)
        .execute();
      const [countRow, idRows] = await Promise.all([count, ids]);
      return { rows: await rowsInOrder(idRows.map((r) => r.id)), total: Number(countRow.n) };
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

    findById: (id: number) =>
      withColumns(base()).where('l.id', '=', id).executeTakeFirst() as Promise<LiveryRow | undefined>,

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

    screenshotsOf: (liveryId: number) =>
      db
        .selectFrom('screenshot')
        .select(['id', 'full_key as fullKey', 'thumb_key as thumbKey', 'width', 'height'])
        .where('livery_id', '=', liveryId)
        .orderBy('position')
        .execute(),

    regionConfigurationsOf: (liveryId: number) =>
      db
        .selectFrom('region_configuration')
        .select([
          'region_name as regionName',
          'material',
          'base_style as baseStyle',
          'flake_color as flakeColor',
          'flake_strength as flakeStrength',
        ])
        .where('livery_id', '=', liveryId)
        .execute(),

    async isFavoritedBy(liveryId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favorite')
        .select('livery_id')
        .where('livery_id', '=', liveryId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

export type LiveriesRepository = ReturnType<typeof createLiveriesRepository>;
