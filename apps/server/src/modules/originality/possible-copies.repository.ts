import type { PossibleCopiesQuery, PossibleCopyStatus } from '@paddock/contract';
import type { Kysely } from 'kysely';
import { type Dialect, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface NewCase {
  liveryId: number;
  originalLiveryId: number | null;
  liveryTitle: string;
  originalTitle: string | null;
  distance: number | null;
  source: 'fingerprint' | 'report';
  reportId: number | null;
}

/** What the queue shows of one livery of a case (either side). */
export interface CaseSideRow {
  id: number;
  title: string;
  uploaderId: number | null;
  authorUsername: string | null;
  thumbKey: string | null;
  textureKey: string | null;
  colour: string | null;
  uploadDate: Date | string;
}

/** The liveries a case can be opened against: who uploaded them, when, and their credit. */
export interface CandidateRow {
  id: number;
  title: string;
  uploaderId: number | null;
  uploadDate: Date | string;
  allowDerivatives: boolean | number;
  basedOnLiveryId: number | null;
}

const caseColumns = [
  'c.id',
  'c.livery_id as liveryId',
  'c.original_livery_id as originalLiveryId',
  'c.livery_title as liveryTitle',
  'c.original_title as originalTitle',
  'c.distance',
  'c.source',
  'c.report_id as reportId',
  'c.status',
  'c.resolved_by_id as resolvedById',
  'c.resolved_at as resolvedAt',
  'c.resolution_message as resolutionMessage',
  'c.created_at as createdAt',
  'r.comment as reportComment',
] as const;

/** SQL of the possible-copy cases (migration 0031) and what their queue reads of both liveries. */
export function createPossibleCopiesRepository(db: Kysely<Database>, dialect: Dialect) {
  const cases = () =>
    db
      .selectFrom('possible_copy_case as c')
      .leftJoin('report as r', 'r.id', 'c.report_id')
      .leftJoin('user as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('user as resolver', 'resolver.id', 'c.resolved_by_id')
      .select(caseColumns)
      .select([shownNameSql('reporter').as('reporterUsername'), shownNameSql('resolver').as('resolverUsername')]);

  return {
    /** These liveries with their uploader, date and credit (the fingerprint job's candidates). */
    candidates: (ids: readonly number[]): Promise<CandidateRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('livery')
            .select([
              'id',
              'title',
              'uploader_id as uploaderId',
              'upload_date as uploadDate',
              'allow_derivatives as allowDerivatives',
              'based_on_livery_id as basedOnLiveryId',
            ])
            .where('id', 'in', ids)
            .execute(),

    /** The texture hash of the livery's newest fingerprinted version, or null. */
    latestHash: async (liveryId: number) =>
      (
        await db
          .selectFrom('livery_fingerprint')
          .select('texture_hash')
          .where('livery_id', '=', liveryId)
          .where('texture_hash', 'is not', null)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.texture_hash ?? null,

    /** Of these originals, those already paired with `liveryId` in a case, with the case's status. */
    async pairStatuses(liveryId: number, originalIds: readonly number[]): Promise<Map<number, PossibleCopyStatus>> {
      if (originalIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('possible_copy_case')
        .select(['original_livery_id as id', 'status'])
        .where('livery_id', '=', liveryId)
        .where('original_livery_id', 'in', originalIds)
        .execute();
      return new Map(rows.map((r) => [r.id as number, r.status as PossibleCopyStatus]));
    },

    /** The open case of this pair, if any (a report joins it rather than opening a second). */
    openCaseOf: (liveryId: number, originalId: number) =>
      db
        .selectFrom('possible_copy_case')
        .select(['id', 'status', 'report_id as reportId'])
        .where('livery_id', '=', liveryId)
        .where('original_livery_id', '=', originalId)
        .executeTakeFirst(),

    attachReport: (caseId: number, reportId: number) =>
      db.updateTable('possible_copy_case').set({ report_id: reportId }).where('id', '=', caseId).execute(),

    /** Inserts the case; a pair another instance opened meanwhile is left as it is (false). */
    async insert(row: NewCase): Promise<boolean> {
      const result = await db
        .insertInto('possible_copy_case')
        .values({
          livery_id: row.liveryId,
          original_livery_id: row.originalLiveryId,
          livery_title: row.liveryTitle,
          original_title: row.originalTitle,
          distance: row.distance,
          source: row.source,
          report_id: row.reportId,
        })
        .onConflict((oc) => oc.columns(['livery_id', 'original_livery_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async list(query: PossibleCopiesQuery) {
      let page = cases();
      let count = db.selectFrom('possible_copy_case as c').select((eb) => eb.fn.countAll<number>().as('n'));
      if (query.status) {
        page = page.where('c.status', '=', query.status);
        count = count.where('c.status', '=', query.status);
      }
      if (query.reportId) {
        page = page.where('c.report_id', '=', query.reportId);
        count = count.where('c.report_id', '=', query.reportId);
      }
      const [rows, total] = await Promise.all([
        page
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    findById: (id: number) => cases().where('c.id', '=', id).executeTakeFirst(),

    async countByStatus(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('possible_copy_case')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    },

    /** Both sides of many cases in one read: title, author, thumbnail, flat view and newest colour signature. */
    async sides(ids: readonly number[]): Promise<Map<number, CaseSideRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('livery as l')
        .leftJoin('user as u', 'u.id', 'l.uploader_id')
        .leftJoin('screenshot as s', (j) => j.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0))
        .leftJoin('livery_preview as p', 'p.livery_id', 'l.id')
        .where('l.id', 'in', ids)
        .select((eb) => [
          'l.id',
          'l.title',
          'l.uploader_id as uploaderId',
          shownNameSql('u').as('authorUsername'),
          's.thumb_key as thumbKey',
          'p.texture_key as textureKey',
          'l.upload_date as uploadDate',
          eb
            .selectFrom('livery_fingerprint as f')
            .select('f.colour')
            .whereRef('f.livery_id', '=', 'l.id')
            .where('f.colour', 'is not', null)
            .orderBy('f.id', 'desc')
            .limit(1)
            .as('colour'),
        ])
        .execute();
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** Closes an open case; false when it was not open any more (another admin was first). */
    async resolve(id: number, status: Exclude<PossibleCopyStatus, 'Open'>, byId: number, message: string | null) {
      const result = await db
        .updateTable('possible_copy_case')
        .set({ status, resolved_by_id: byId, resolved_at: dialect.now(), resolution_message: message })
        .where('id', '=', id)
        .where('status', '=', 'Open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the case's report still waits for an answer. */
    async reportIsOpen(reportId: number): Promise<boolean> {
      const row = await db
        .selectFrom('report')
        .select('id')
        .where('id', '=', reportId)
        .where('status', 'in', ['Pending', 'UnderInvestigation'])
        .executeTakeFirst();
      return row !== undefined;
    },

    uploaderEmail: async (userId: number) =>
      (await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null,
  };
}

export type PossibleCopiesRepository = ReturnType<typeof createPossibleCopiesRepository>;
export type CaseRow = NonNullable<Awaited<ReturnType<PossibleCopiesRepository['findById']>>>;
