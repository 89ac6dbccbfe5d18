import {
  ADMIN_MESSAGES,
  type AdminReport,
  type AdminReportPage,
  type AdminReportsQuery,
  type ReportReason,
  type ReportStats,
  type ReportStatus,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { type Dialect, isUniqueViolation, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createAuditLog } from '../audit/audit.service';
import { hideAsModerator } from '../comments/comments.service';
import { recordNotificationEvent } from '../notifications/notification-events.service';
import { type AdminReportRow, createAdminReportsRepository } from './admin-reports.repository';

const STATUS_VERBS: Record<ReportStatus, string> = {
  Pending: 'reopened',
  UnderInvestigation: 'started investigating',
  Resolved: 'resolved',
  Dismissed: 'dismissed',
};

export function toAdminReport(r: AdminReportRow): AdminReport {
  return {
    id: r.id,
    status: r.status as ReportStatus,
    reason: r.reason as ReportReason,
    dateReported: toIso(r.createdAt),
    comment: r.comment,
    liveryId: r.liveryId,
    // A collection report names no livery (its name is kept where a livery's title is).
    livery:
      r.target === 'collection'
        ? null
        : {
            title: r.liveryTitle ?? r.storedTitle,
            authorUsername: r.authorUsername,
            carModelName: r.carModelName,
            downloadCount: r.downloadCount === null ? null : Number(r.downloadCount),
          },
    reporter:
      r.reporterId === null ? null : { id: r.reporterId, username: r.reporterUsername ?? `user-${r.reporterId}` },
    handledBy:
      r.handledById === null ? null : { id: r.handledById, username: r.handledByUsername ?? `user-${r.handledById}` },
    handledAt: r.handledAt === null ? null : toIso(r.handledAt),
    target: r.target === 'comment' || r.target === 'collection' ? r.target : 'livery',
    reportedComment:
      r.target === 'comment'
        ? {
            id: r.commentId !== null && r.commentDeletedAt === null ? r.commentId : null,
            excerpt: r.commentExcerpt ?? '',
            authorUsername: r.commentAuthorUsername,
            state:
              r.commentId === null || r.commentDeletedAt !== null
                ? 'deleted'
                : r.commentHiddenAt !== null
                  ? 'hidden'
                  : 'visible',
          }
        : null,
    reportedCollection: r.target === 'collection' ? reportedCollectionOf(r) : null,
  };
}

function reportedCollectionOf(r: AdminReportRow): AdminReport['reportedCollection'] {
  const exists = r.collectionId !== null && r.collectionVisibility !== null;
  return {
    id: exists ? r.collectionId : null,
    // Its name now; once gone, the name it had when reported.
    name: r.collectionName ?? r.storedTitle,
    ownerUsername: exists ? r.collectionOwnerUsername : null,
    isLeaguePack: Boolean(r.collectionIsLeaguePack),
    state: !exists ? 'deleted' : r.collectionVisibility === 'public' ? 'public' : 'private',
  };
}

/** Sets the status of existing reports in `trx`: reporters told of a resolution, each change audited. */
async function applyStatus(
  trx: Kysely<Database>,
  dialect: Dialect,
  viewer: Viewer,
  ids: number[],
  status: ReportStatus,
): Promise<number> {
  const repo = createAdminReportsRepository(trx, dialect);
  const titles = await repo.titlesOf(ids);
  // Only reports that become resolved now tell their reporter (not ones already resolved).
  const newlyResolved = status === 'Resolved' ? await repo.unresolvedWithReporter(ids) : [];
  await repo.setStatus(ids, status, viewer.id);
  for (const r of newlyResolved) {
    await recordNotificationEvent(trx, {
      kind: 'report-resolved',
      reportId: r.id,
      reporterId: r.reporterId,
      liveryId: r.liveryId,
    });
  }
  const audit = createAuditLog(trx);
  for (const id of ids) {
    await audit.record({
      actorId: viewer.id,
      action: `report.${status}`,
      targetType: 'report',
      targetId: id,
      summary: `${viewer.username} ${STATUS_VERBS[status]} report #${id} on ${titles.get(id) ?? '""'}`,
    });
  }
  return ids.length;
}

/**
 * Issue 34 §17: removing a collection answers its open reports, in the removal's transaction
 * (before the row goes, while the reports still name it), so none is left Pending on a collection
 * that no longer exists; each reporter is told, each resolution audited.
 */
export async function resolveOpenReportsOfCollection(
  trx: Kysely<Database>,
  dialect: Dialect,
  viewer: Viewer,
  collectionId: number,
): Promise<number[]> {
  const ids = await createAdminReportsRepository(trx, dialect).openReportsOf({ collection: collectionId });
  if (ids.length > 0) await applyStatus(trx, dialect, viewer, ids, 'Resolved');
  return ids;
}

/** Issue 36: resolving a possible-copy case answers the report it came from, in the case's transaction. */
export async function resolveReports(trx: Kysely<Database>, dialect: Dialect, viewer: Viewer, ids: number[]) {
  if (ids.length > 0) await applyStatus(trx, dialect, viewer, ids, 'Resolved');
}

/** Open reports of each collection, for Admin → Collections (0 for one without any). */
export async function openReportCountsOfCollections(db: Db, dialect: Dialect, ids: readonly number[]) {
  return createAdminReportsRepository(db.kysely, dialect).openCountsOfCollections(ids);
}

/** Report moderation: list, counters and status changes, each change audited in its transaction. */
export function createAdminReportsService(db: Db, dialect: Dialect) {
  const read = createAdminReportsRepository(db.kysely, dialect);

  async function changeStatus(viewer: Viewer, ids: number[], status: ReportStatus): Promise<number> {
    try {
      return await db.kysely.transaction().execute(async (trx) => {
        const repo = createAdminReportsRepository(trx, dialect);
        const existing = await repo.existingIds(ids);
        const missing = ids.filter((id) => !existing.has(id));
        if (missing.length > 0) throw AppError.notFound(ADMIN_MESSAGES.reportsNotFound(missing));
        return applyStatus(trx, dialect, viewer, ids, status);
      });
    } catch (error) {
      // Reopening a report while the same member has another open one on that livery.
      if (isUniqueViolation(error)) throw AppError.conflict(ADMIN_MESSAGES.reportAlreadyOpen, 'ALREADY_REPORTED');
      throw error;
    }
  }

  return {
    async list(query: AdminReportsQuery): Promise<AdminReportPage> {
      const { rows, total } = await read.list(query);
      return { items: rows.map(toAdminReport), totalCount: total, totalPages: Math.ceil(total / query.pageSize) };
    },

    async stats(): Promise<ReportStats> {
      const counts = await read.countByStatus();
      const n = (s: ReportStatus) => counts.get(s) ?? 0;
      return {
        pendingCount: n('Pending'),
        investigatingCount: n('UnderInvestigation'),
        resolvedCount: n('Resolved'),
        dismissedCount: n('Dismissed'),
        totalReports: [...counts.values()].reduce((a, b) => a + b, 0),
      };
    },

    async update(viewer: Viewer, id: number, status: ReportStatus): Promise<AdminReport> {
      if (!(await read.findById(id))) throw AppError.notFound(ADMIN_MESSAGES.reportNotFound);
      await changeStatus(viewer, [id], status);
      const row = await read.findById(id);
      if (!row) throw AppError.notFound(ADMIN_MESSAGES.reportNotFound);
      return toAdminReport(row);
    },

    /**
     * Issue 34 §19: hides the reported comment and resolves the report (and every other open
     * report of that comment) in one transaction, so no report is left Pending on a hidden comment.
     */
    async hideReportedComment(viewer: Viewer, id: number): Promise<AdminReport> {
      const report = await read.findById(id);
      if (!report) throw AppError.notFound(ADMIN_MESSAGES.reportNotFound);
      const commentId = report.commentId;
      if (report.target !== 'comment')
        throw AppError.conflict(ADMIN_MESSAGES.reportNotOnComment, 'NOT_A_COMMENT_REPORT');
      // A deleted comment leaves its report without the comment's id.
      const gone = () => AppError.conflict(ADMIN_MESSAGES.reportedCommentGone, 'COMMENT_GONE');
      if (commentId === null) throw gone();
      await db.kysely.transaction().execute(async (trx) => {
        if (!(await hideAsModerator(trx, dialect, commentId, viewer.id))) throw gone();
        const open = await createAdminReportsRepository(trx, dialect).openReportsOf({ comment: commentId });
        const ids = [...new Set([id, ...open])];
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: 'comment.hidden',
          targetType: 'comment',
          targetId: commentId,
          summary: `${viewer.username} hid a comment on "${report.storedTitle}" from report #${id}`,
        });
        await applyStatus(trx, dialect, viewer, ids, 'Resolved');
      });
      const row = await read.findById(id);
      if (!row) throw AppError.notFound(ADMIN_MESSAGES.reportNotFound);
      return toAdminReport(row);
    },

    async bulk(viewer: Viewer, ids: number[], status: ReportStatus): Promise<{ updated: number }> {
      return { updated: await changeStatus(viewer, [...new Set(ids)], status) };
    },
  };
}
