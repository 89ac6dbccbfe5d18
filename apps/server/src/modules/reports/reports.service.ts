import { REPORT_ERROR_MESSAGES, type ReportInput } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { createReportsRepository } from './reports.repository';

/** Members report liveries; one open report per member and livery. */
export function createReportsService(db: Db) {
  const repo = createReportsRepository(db.kysely);
  return {
    async report(viewer: Viewer, liveryId: number, input: ReportInput): Promise<{ id: number; status: 'Pending' }> {
      const livery = await repo.findLivery(liveryId);
      if (!livery) throw AppError.notFound(REPORT_ERROR_MESSAGES.liveryNotFound);
      if (await repo.hasOpenReport(liveryId, viewer.id))
        throw AppError.conflict(REPORT_ERROR_MESSAGES.alreadyReported, 'ALREADY_REPORTED');
      try {
        const { id } = await repo.insert(livery, viewer.id, input);
        return { id, status: 'Pending' };
      } catch (error) {
        // The partial unique index settles two simultaneous reports by the same member.
        if (isUniqueViolation(error))
          throw AppError.conflict(REPORT_ERROR_MESSAGES.alreadyReported, 'ALREADY_REPORTED');
        throw error;
      }
    },
  };
}
