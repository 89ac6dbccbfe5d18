import {
  type CollectionReportInput,
  type CommentReportInput,
  REPORT_COMMENT_EXCERPT_MAX,
  REPORT_ERROR_CODES,
  REPORT_ERROR_MESSAGES,
  type ReportInput,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { MemberRateLimit } from '../../rate-limit/member-rate-limit';
import { createCommentLookup } from '../comments/comments.service';
import { findReportedOriginal, openReportCase } from '../originality/possible-copy-opener';
import { createReportsRepository } from './reports.repository';

const excerptOf = (body: string) =>
  body.length <= REPORT_COMMENT_EXCERPT_MAX ? body : `${body.slice(0, REPORT_COMMENT_EXCERPT_MAX - 1)}…`;

type Target = { livery: number } | { comment: number } | { collection: number };
type Created = { id: number; status: 'Pending' };

/**
 * Members report liveries, comments and public collections; one open report per member and
 * livery, comment or collection, and so many a minute and a day (`rateLimit`, counted once the
 * thing reported is found).
 */
export function createReportsService(db: Db, dialect: Dialect, rateLimit: MemberRateLimit) {
  const repo = createReportsRepository(db.kysely);
  const comments = createCommentLookup(db, dialect);

  /** Files a report of a found target: counted against the limit, once while one is open. */
  async function file(
    viewer: Viewer,
    target: Target,
    alreadyMessage: string,
    insert: () => Promise<{ id: number }>,
  ): Promise<Created> {
    await rateLimit.take(viewer.id);
    const already = () => AppError.conflict(alreadyMessage, 'ALREADY_REPORTED');
    if (await repo.hasOpenReport(target, viewer.id)) throw already();
    try {
      const { id } = await insert();
      return { id, status: 'Pending' };
    } catch (error) {
      // The partial unique index settles two simultaneous reports by the same member.
      if (isUniqueViolation(error)) throw already();
      throw error;
    }
  }

  return {
    async report(viewer: Viewer, liveryId: number, input: ReportInput): Promise<Created> {
      const livery = await repo.findLivery(liveryId);
      if (!livery) throw AppError.notFound(REPORT_ERROR_MESSAGES.liveryNotFound);
      if (input.reason !== 'StolenContent')
        return file(viewer, { livery: liveryId }, REPORT_ERROR_MESSAGES.alreadyReported, () =>
          repo.insert(livery, viewer.id, input),
        );
      // Issue 36 point 5: stolen content also goes to the possible-copy queue, in the report's
      // transaction, against the nearest other member's livery (found before it, from memory).
      const original = await findReportedOriginal(db, dialect, liveryId);
      return file(viewer, { livery: liveryId }, REPORT_ERROR_MESSAGES.alreadyReported, () =>
        db.kysely.transaction().execute(async (trx) => {
          const created = await createReportsRepository(trx).insert(livery, viewer.id, input);
          await openReportCase(trx, dialect, { id: created.id, liveryId, liveryTitle: livery.title }, original);
          return created;
        }),
      );
    },

    async reportComment(viewer: Viewer, commentId: number, input: CommentReportInput): Promise<Created> {
      const comment = await comments.findReportable(commentId);
      const livery = comment && (await repo.findLivery(comment.liveryId));
      if (!comment || !livery) throw AppError.notFound(REPORT_ERROR_MESSAGES.commentNotFound);
      return file(viewer, { comment: commentId }, REPORT_ERROR_MESSAGES.commentAlreadyReported, () =>
        repo.insertCommentReport({ id: comment.id, excerpt: excerptOf(comment.body) }, livery, viewer.id, input),
      );
    },

    /** Issue 34 §17: a public collection or league pack of another member. */
    async reportCollection(viewer: Viewer, collectionId: number, input: CollectionReportInput): Promise<Created> {
      const collection = await repo.findCollection(collectionId);
      const own = collection?.ownerId === viewer.id;
      // Only a public one can be reported; a private one is its owner's alone, unknown to others.
      if (!collection || (collection.visibility !== 'public' && !own))
        throw AppError.notFound(REPORT_ERROR_MESSAGES.collectionNotFound);
      // Refused before the limit counts it: a member's own slip should not cost them a report.
      if (own) throw AppError.badRequest(REPORT_ERROR_MESSAGES.ownCollection, REPORT_ERROR_CODES.ownCollection);
      return file(viewer, { collection: collectionId }, REPORT_ERROR_MESSAGES.collectionAlreadyReported, () =>
        repo.insertCollectionReport(collection, viewer.id, input),
      );
    },
  };
}
