import {
  type CommentReportInput,
  REPORT_COMMENT_EXCERPT_MAX,
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
import { createReportsRepository } from './reports.repository';

const excerptOf = (body: string) =>
  body.length <= REPORT_COMMENT_EXCERPT_MAX ? body : `${body.slice(0, REPORT_COMMENT_EXCERPT_MAX - 1)}…`;

/**
 * Members report liveries and comments; one open report per member and livery, or comment, and
 * so many a minute and a day (`rateLimit`, counted once the thing reported is found).
 */
export function createReportsService(db: Db, dialect: Dialect, rateLimit: MemberRateLimit) {
  const repo = createReportsRepository(db.kysely);
  const comments = createCommentLookup(db, dialect);
  return {
    async report(viewer: Viewer, liveryId: number, input: ReportInput): Promise<{ id: number; status: 'Pending' }> {
      const livery = await repo.findLivery(liveryId);
      if (!livery) throw AppError.notFound(REPORT_ERROR_MESSAGES.liveryNotFound);
      await rateLimit.take(viewer.id);
      if (await repo.hasOpenReport({ livery: liveryId }, viewer.id))
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

    async reportComment(
      viewer: Viewer,
      commentId: number,
      input: CommentReportInput,
    ): Promise<{ id: number; status: 'Pending' }> {
      const comment = await comments.findReportable(commentId);
      const livery = comment && (await repo.findLivery(comment.liveryId));
      if (!comment || !livery) throw AppError.notFound(REPORT_ERROR_MESSAGES.commentNotFound);
      await rateLimit.take(viewer.id);
      const already = () => AppError.conflict(REPORT_ERROR_MESSAGES.commentAlreadyReported, 'ALREADY_REPORTED');
      if (await repo.hasOpenReport({ comment: commentId }, viewer.id)) throw already();
      try {
        const { id } = await repo.insertCommentReport(
          { id: comment.id, excerpt: excerptOf(comment.body) },
          livery,
          viewer.id,
          input,
        );
        return { id, status: 'Pending' };
      } catch (error) {
        if (isUniqueViolation(error)) throw already();
        throw error;
      }
    },
  };
}
