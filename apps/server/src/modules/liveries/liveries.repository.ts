import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
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

  function applyFilters(
    q: ReturnType<typeof base>,
    f: Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>,
  ) {
    let out = q;
    if (f.carModelId) out = out.where('l.car_model_id', '=', f.carModelId);
    if (f.carClassId) out = out.where('m.car_class_id', '=', f.carClassId);
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
      );
    }
    if (f.search) {
      const pattern = likePattern(f.search);
      const matches = (column: Expression<string | null>) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
      out = out.where((eb) =>
        eb.or([matches(eb.ref('l.title')), matches(eb.ref('u.username')), matches(eb.ref('u.display_username'))]),
      );
    }
    return out;
  }

  return {
    async browse(query: BrowseQuery): Promise<{ rows: LiveryRow[]; total: number }> {
      const filtered = applyFilters(base(), query);
      const direction = query.descending ? 'desc' : 'asc';
      const [countRow, rows] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        withColumns(filtered)
          .orderBy(sql.ref(SORT_COLUMNS[query.sortBy]), direction)
          .orderBy('l.id', direction)
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute() as Promise<LiveryRow[]>,
      ]);
      return { rows, total: Number(countRow.n) };
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

    /** Same model first, then the rest of the class, newest first; never the livery itself. */
    related: (livery: { id: number; carModelId: number; carClassId: number }, limit: number) =>
      withColumns(base())
        .where('m.car_class_id', '=', livery.carClassId)
        .where('l.id', '!=', livery.id)
        .orderBy(sql`case when l.car_model_id = ${livery.carModelId} then 0 else 1 end`)
        .orderBy('l.upload_date', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute() as Promise<LiveryRow[]>,

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
