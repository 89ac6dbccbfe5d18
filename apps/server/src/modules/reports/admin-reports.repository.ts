import type { AdminReportsQuery, ReportStatus } from '@paddock/contract';
import type { Expression, Kysely } from 'kysely';
import { containsText, type Dialect, dayStart, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface AdminReportRow {
  id: number;
  status: string;
  reason: string;
  createdAt: Date | string;
  comment: string | null;
  liveryId: number | null;
  storedTitle: string;
  liveryTitle: string | null;
  authorUsername: string | null;
  carModelName: string | null;
  downloadCount: number | null;
  reporterId: number | null;
  reporterUsername: string | null;
  handledById: number | null;
  handledByUsername: string | null;
  handledAt: Date | string | null;
  target: string;
  commentId: number | null;
  commentExcerpt: string | null;
  commentAuthorUsername: string | null;
  commentHiddenAt: Date | string | null;
  commentDeletedAt: Date | string | null;
  collectionId: number | null;
  collectionName: string | null;
  collectionOwnerUsername: string | null;
  collectionVisibility: string | null;
  collectionIsLeaguePack: boolean | number | null;
}

const OPEN_STATUSES = ['Pending', 'UnderInvestigation'];

/** SQL of the report moderation screens. */
export function createAdminReportsRepository(db: Kysely<Database>, dialect: Dialect) {
  const base = () =>
    db
      .selectFrom('report as r')
      .leftJoin('livery as l', 'l.id', 'r.livery_id')
      .leftJoin('user as a', 'a.id', 'l.uploader_id')
      .leftJoin('car_model as cm', 'cm.id', 'l.car_model_id')
      .leftJoin('user as rep', 'rep.id', 'r.reporter_id')
      .leftJoin('user as h', 'h.id', 'r.handled_by_id')
      .leftJoin('livery_comment as lc', 'lc.id', 'r.comment_id')
      .leftJoin('user as ca', 'ca.id', 'lc.author_id')
      .leftJoin('collection as col', 'col.id', 'r.collection_id')
      .leftJoin('user as co', 'co.id', 'col.owner_id');

  const withColumns = (q: ReturnType<typeof base>) =>
    q.select([
      'r.id',
      'r.status',
      'r.reason',
      'r.created_at as createdAt',
      'r.comment',
      'r.livery_id as liveryId',
      'r.livery_title as storedTitle',
      'l.title as liveryTitle',
      shownNameSql('a').as('authorUsername'),
      'cm.name as carModelName',
      'l.download_count as downloadCount',
      'r.reporter_id as reporterId',
      shownNameSql('rep').as('reporterUsername'),
      'r.handled_by_id as handledById',
      shownNameSql('h').as('handledByUsername'),
      'r.handled_at as handledAt',
      'r.target',
      'r.comment_id as commentId',
      'r.comment_excerpt as commentExcerpt',
      shownNameSql('ca').as('commentAuthorUsername'),
      'lc.hidden_at as commentHiddenAt',
      'lc.deleted_at as commentDeletedAt',
      'r.collection_id as collectionId',
      'col.name as collectionName',
      shownNameSql('co').as('collectionOwnerUsername'),
      'col.visibility as collectionVisibility',
      'col.is_league_pack as collectionIsLeaguePack',
    ]);

  function filtered(f: Omit<AdminReportsQuery, 'pageNumber' | 'pageSize'>) {
    let q = base();
    if (f.status) q = q.where('r.status', '=', f.status);
    if (f.reason) q = q.where('r.reason', '=', f.reason);
    if (f.target) q = q.where('r.target', '=', f.target);
    if (f.collectionId) q = q.where('r.collection_id', '=', f.collectionId);
    if (f.dateFrom) q = q.where('r.created_at', '>=', dialect.timestamp(dayStart(f.dateFrom)));
    if (f.dateTo) q = q.where('r.created_at', '<', dialect.timestamp(dayStart(f.dateTo, 1)));
    if (f.search) {
      const term = f.search;
      const matches = (column: Expression<string | null>) => containsText(column, term);
      q = q.where((eb) =>
        eb.or([
          matches(eb.ref('r.livery_title')),
          matches(eb.ref('l.title')),
          matches(eb.ref('rep.username')),
          matches(eb.ref('rep.display_username')),
          matches(eb.ref('r.comment_excerpt')),
        ]),
      );
    }
    return q;
  }

  return {
    async list(query: AdminReportsQuery): Promise<{ rows: AdminReportRow[]; total: number }> {
      const q = filtered(query);
      const [countRow, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        withColumns(q)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute() as Promise<AdminReportRow[]>,
      ]);
      return { rows, total: Number(countRow.n) };
    },

    findById: (id: number) =>
      withColumns(base()).where('r.id', '=', id).executeTakeFirst() as Promise<AdminReportRow | undefined>,

    async countByStatus(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('report')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    async existingIds(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db.selectFrom('report').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    /** What each report is about, as the audit log names it: a title, or a collection's name. */
    async titlesOf(ids: readonly number[]): Promise<Map<number, string>> {
      const rows = await db
        .selectFrom('report')
        .select(['id', 'livery_title', 'target'])
        .where('id', 'in', ids)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          r.target === 'collection' ? `the collection "${r.livery_title}"` : `"${r.livery_title}"`,
        ]),
      );
    },

    /** The reports among `ids` not yet resolved that still have a reporter to tell. */
    async unresolvedWithReporter(
      ids: readonly number[],
    ): Promise<{ id: number; reporterId: number; liveryId: number | null }[]> {
      const rows = await db
        .selectFrom('report')
        .select(['id', 'reporter_id', 'livery_id'])
        .where('id', 'in', ids)
        .where('status', '<>', 'Resolved')
        .where('reporter_id', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, reporterId: r.reporter_id as number, liveryId: r.livery_id }));
    },

    /** The open reports of a comment (hiding it answers them all) or a collection (so does removing it). */
    async openReportsOf(target: { comment: number } | { collection: number }): Promise<number[]> {
      const rows = await db
        .selectFrom('report')
        .select('id')
        .$call((q) =>
          'comment' in target
            ? q.where('target', '=', 'comment').where('comment_id', '=', target.comment)
            : q.where('target', '=', 'collection').where('collection_id', '=', target.collection),
        )
        .where('status', 'in', OPEN_STATUSES)
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Open reports of each of these collections (Admin → Collections); a collection without any is left out. */
    async openCountsOfCollections(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('report')
        .select(['collection_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('collection_id', 'in', ids)
        .where('target', '=', 'collection')
        .where('status', 'in', OPEN_STATUSES)
        .groupBy('collection_id')
        .execute();
      return new Map(rows.map((r) => [r.collection_id as number, Number(r.n)]));
    },

    setStatus: (ids: readonly number[], status: ReportStatus, handledById: number) =>
      db
        .updateTable('report')
        .set({ status, handled_by_id: handledById, handled_at: dialect.now() })
        .where('id', 'in', ids)
        .executeTakeFirst(),
  };
}
