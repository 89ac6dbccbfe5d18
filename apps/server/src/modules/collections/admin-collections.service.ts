import {
  ADMIN_COLLECTION_MESSAGES,
  type AdminCollectionsPage,
  type AdminCollectionsQuery,
  COLLECTION_MESSAGES,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createDialect } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { collectionRemovedEmail } from '../../mail/moderation-emails';
import type { Storage } from '../../storage/storage';
import { createAuditLog } from '../audit/audit.service';
import { openReportCountsOfCollections, resolveOpenReportsOfCollection } from '../reports/admin-reports.service';
import { createAdminCollectionsRepository } from './admin-collections.repository';
import { type CollectionRow, createCollectionsRepository } from './collections.repository';
import { createCollectionsService } from './collections.service';

/**
 * Public collections for admins (issue 34 §17): found by name or owner without knowing where they
 * are, with their open reports counted, and removed with a reason that the audit log keeps and
 * the owner is e-mailed; the removal resolves the collection's open reports. Private collections
 * stay out of reach here as on their page.
 */
export function createAdminCollectionsService(db: Db, storage: Storage, mailer: Mailer, config: Config) {
  const dialect = createDialect(db.kind);
  const repo = createAdminCollectionsRepository(db.kysely);
  const collections = createCollectionsRepository(db.kysely);
  const { toSummary } = createCollectionsService(db, storage);

  return {
    async list(query: AdminCollectionsQuery): Promise<AdminCollectionsPage> {
      const { search, pageNumber, pageSize } = query;
      const [totalCount, ids] = await Promise.all([
        repo.count(search),
        repo.pageIds(search, pageSize, (pageNumber - 1) * pageSize),
      ]);
      const [rows, openReports] = await Promise.all([
        Promise.all(ids.map((id) => collections.find(id))),
        openReportCountsOfCollections(db, dialect, ids),
      ]);
      const found = rows.filter((r): r is CollectionRow => r !== undefined);
      return {
        items: await Promise.all(
          found.map(async (r) => ({ ...(await toSummary(r)), openReportCount: openReports.get(r.id) ?? 0 })),
        ),
        totalCount,
        totalPages: Math.ceil(totalCount / pageSize),
      };
    },

    async remove(viewer: Viewer, id: number, reason: string): Promise<void> {
      const row = await collections.find(id);
      if (!row) throw AppError.notFound(COLLECTION_MESSAGES.notFound);
      if (row.visibility !== 'public') throw AppError.conflict(ADMIN_COLLECTION_MESSAGES.onlyPublic, 'NOT_PUBLIC');
      await db.kysely.transaction().execute(async (trx) => {
        // Its open reports are answered by the removal (issue 34 §17), before the row goes.
        await resolveOpenReportsOfCollection(trx, dialect, viewer, id);
        await createCollectionsRepository(trx).delete(id);
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: 'collection.delete',
          targetType: 'collection',
          targetId: id,
          summary: `${viewer.username} removed the public collection "${row.name}" of ${row.ownerUsername ?? 'a deleted member'}: ${reason}`,
        });
      });
      const to = await repo.ownerEmail(row.ownerId);
      if (to)
        await mailer.queue({
          to,
          ...collectionRemovedEmail(row.ownerUsername, row.name, reason, `${config.publicUrl}/contact`),
        });
    },
  };
}
