import type { AdminLiveriesQuery } from '@paddock/contract';
import { type Expression, type Kysely, sql } from 'kysely';
import { containsText, type Dialect, dayStart } from '../../db/dialect';
import type { Database } from '../../db/schema';
import {
  carriesTag,
  type LiveryListRow,
  liveryRowJoins,
  withLiveryListColumns,
  withParsedTags,
} from './repository/livery-rows';

const SORT_COLUMNS: Record<AdminLiveriesQuery['sortBy'], string> = {
  uploadDate: 'l.upload_date',
  downloads: 'l.download_count',
  title: 'l.title',
  author: 'u.username',
};

/** The admin livery list (browse filters plus dates and downloads) and the admin edits. */
export function createAdminLiveriesRepository(db: Kysely<Database>, dialect: Dialect) {
  const base = () => liveryRowJoins(db);
  const withColumns = (q: ReturnType<typeof base>) => withLiveryListColumns(q, dialect.kind);

  function filtered(f: AdminLiveriesQuery) {
    let q = base();
    if (f.carModelId) q = q.where('l.car_model_id', '=', f.carModelId);
    if (f.carClassId) q = q.where('m.car_class_id', '=', f.carClassId);
    if (f.tagId) q = q.where(carriesTag(f.tagId));
    if (f.dateFrom) q = q.where('l.upload_date', '>=', dialect.timestamp(dayStart(f.dateFrom)));
    if (f.dateTo) q = q.where('l.upload_date', '<', dialect.timestamp(dayStart(f.dateTo, 1)));
    if (f.minDownloads !== undefined) q = q.where('l.download_count', '>=', f.minDownloads);
    if (f.search) {
      const term = f.search;
      const matches = (column: Expression<string | null>) => containsText(column, term);
      q = q.where((eb) =>
        eb.or([
          matches(eb.ref('l.title')),
          matches(eb.ref('u.username')),
          matches(eb.ref('u.display_username')),
          matches(eb.ref('m.name')),
          matches(eb.ref('c.name')),
        ]),
      );
    }
    return q;
  }

  return {
    async list(query: AdminLiveriesQuery): Promise<{ rows: LiveryListRow[]; total: number }> {
      const q = filtered(query);
      const direction = query.descending ? 'desc' : 'asc';
      const [countRow, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        withColumns(q)
          .orderBy(sql.ref(SORT_COLUMNS[query.sortBy]), direction)
          .orderBy('l.id', direction)
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute(),
      ]);
      return { rows: withParsedTags(rows), total: Number(countRow.n) };
    },

    findById: async (id: number): Promise<LiveryListRow | undefined> =>
      withParsedTags(await withColumns(base()).where('l.id', '=', id).execute())[0],

    async titlesOf(ids: readonly number[]): Promise<Map<number, string>> {
      const rows = await db.selectFrom('livery').select(['id', 'title']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    modelExists: async (id: number) =>
      Boolean(await db.selectFrom('car_model').select('id').where('id', '=', id).executeTakeFirst()),
    tagName: async (id: number) =>
      (await db.selectFrom('tag').select('name').where('id', '=', id).executeTakeFirst())?.name,

    async update(ids: readonly number[], change: { title?: string; carModelId?: number }): Promise<void> {
      await db
        .updateTable('livery')
        .set({
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.carModelId !== undefined ? { car_model_id: change.carModelId } : {}),
          updated_at: dialect.now(),
        })
        .where('id', 'in', ids)
        .execute();
    },

    /** Adds the tag to every livery that lacks it. */
    async addTag(ids: readonly number[], tagId: number): Promise<void> {
      const has = await db
        .selectFrom('livery_tag')
        .select('livery_id')
        .where('tag_id', '=', tagId)
        .where('livery_id', 'in', ids)
        .execute();
      const tagged = new Set(has.map((r) => r.livery_id));
      const missing = ids.filter((id) => !tagged.has(id));
      if (missing.length > 0) {
        await db
          .insertInto('livery_tag')
          .values(missing.map((livery_id) => ({ livery_id, tag_id: tagId })))
          .execute();
      }
    },
  };
}
