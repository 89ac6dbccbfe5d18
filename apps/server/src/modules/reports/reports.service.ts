import { REPORT_MESSAGES, type ReportInput } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../lib/app-error';

const OPEN_STATUSES = ['Pending', 'UnderInvestigation'];

/** Members report liveries; one open report per member and livery. */
export function createReportsService(db: Db) {
  return {
    async report(viewer: Viewer, liveryId: number, input: ReportInput): Promise<{ id: number; status: 'Pending' }> {
      const livery = await db.kysely
        .selectFrom('livery')
        .select(['id', 'title'])
        .where('id', '=', liveryId)
        .executeTakeFirst();
      if (!livery) throw AppError.notFound(REPORT_MESSAGES.liveryNotFound);
      const open = await db.kysely
        .selectFrom('report')
        .select('id')
        .where('livery_id', '=', liveryId)
        .where('reporter_id', '=', viewer.id)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      if (open) throw AppError.conflict(REPORT_MESSAGES.alreadyReported, 'ALREADY_REPORTED');
      try {
        const { id } = await db.kysely
          .insertInto('report')
          .values({
            livery_id: liveryId,
            livery_title: livery.title,
            reporter_id: viewer.id,
            reason: input.reason,
            comment: input.comment,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id, status: 'Pending' };
      } catch (error) {
        // The partial unique index settles two simultaneous reports by the same member.
        if (isUniqueViolation(error)) throw AppError.conflict(REPORT_MESSAGES.alreadyReported, 'ALREADY_REPORTED');
        throw error;
      }
    },
  };
}
