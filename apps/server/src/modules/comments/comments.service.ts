import {
  COMMENT_ERROR_CODES,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type Comment,
  type CommentInput,
  type CommentListQuery,
  type CommentPage,
  type CommentReplies,
  type CommentRepliesQuery,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { recordNotificationEvent, requoteComment } from '../notifications/notification-events.service';
import type { CommentRateLimits } from './comment-rate-limit';
import { isAdmin, mayModerate, mayUnhide, toComment, toThreads, withinEditWindow } from './comments.mapper';
import { type CommentRow, createCommentsRepository } from './comments.repository';

/** What a report needs of a comment: it exists, where it is, and its text for the excerpt. */
export interface ReportableComment {
  id: number;
  liveryId: number;
  body: string;
}

/**
 * Comments on liveries (issue 19): members post and reply one level deep, edit their own within
 * 15 minutes and delete their own (a comment with replies stays as a tombstone so the thread
 * reads on); the livery's uploader and admins hide and unhide; admins delete any.
 */
export function createCommentsService(db: Db, dialect: Dialect, rateLimits: CommentRateLimits) {
  const read = createCommentsRepository(db.kysely, dialect);

  async function existing(id: number): Promise<CommentRow> {
    const row = await read.findById(id);
    if (!row) throw AppError.notFound(COMMENT_MESSAGES.notFound);
    return row;
  }

  async function answer(id: number, viewer: Viewer): Promise<Comment> {
    return toComment(await existing(id), viewer, Date.now());
  }

  return {
    async list(liveryId: number, query: CommentListQuery, viewer: Viewer | null): Promise<CommentPage> {
      const size = COMMENT_LIMITS.pageSize;
      // One probe answers most pages (issue 20): most liveries have no comments.
      const total = await read.threadCountOf(liveryId);
      if (total === undefined) throw AppError.notFound(LIVERY_NOT_FOUND);
      if (total === 0) return { items: [], totalCount: 0, totalPages: 0 };
      const threads = await read.threads(liveryId, query.order, size, (query.page - 1) * size);
      const ids = threads.map((t) => t.id);
      const replies = await read.firstReplies(ids, COMMENT_LIMITS.repliesShown);
      const counts = await read.replyCounts(ids);
      return {
        items: toThreads(threads, replies, counts, viewer, Date.now()),
        totalCount: total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** The replies of a top-level comment after the first `offset` (issue 34 §23: "Show N more replies"). */
    async replies(parentId: number, query: CommentRepliesQuery, viewer: Viewer | null): Promise<CommentReplies> {
      const parent = await read.findById(parentId);
      if (!parent || parent.parentId !== null) throw AppError.notFound(COMMENT_MESSAGES.notFound);
      const rows = await read.repliesOf(parentId, query.offset, COMMENT_LIMITS.repliesPageSize);
      const total = (await read.replyCounts([parentId])).get(parentId) ?? 0;
      const now = Date.now();
      return { items: rows.map((row) => toComment(row, viewer, now)), totalCount: total };
    },

    /**
     * Posts a comment or a reply. The checks and the insert run in one transaction; a
     * notification of the livery's uploader (or of the comment replied to) belongs right after
     * the insert, inside it.
     */
    async postComment(viewer: Viewer, liveryId: number, input: CommentInput): Promise<Comment> {
      if (!(await read.findLivery(liveryId))) throw AppError.notFound(LIVERY_NOT_FOUND);
      await rateLimits.post.take(viewer.id);
      const id = await db.kysely.transaction().execute(async (trx) => {
        const repo = createCommentsRepository(trx, dialect);
        if (!(await repo.findLivery(liveryId))) throw AppError.notFound(LIVERY_NOT_FOUND);
        let parentAuthorId: number | null = null;
        if (input.parentId !== null) {
          // Locked before it is read: a deletion of the parent committing meanwhile is seen.
          await repo.lock(input.parentId);
          const parent = await repo.findById(input.parentId);
          if (!parent || parent.liveryId !== liveryId)
            throw AppError.badRequest(COMMENT_MESSAGES.parentNotFound, COMMENT_ERROR_CODES.invalidParent);
          if (parent.parentId !== null)
            throw AppError.badRequest(COMMENT_MESSAGES.replyToReply, COMMENT_ERROR_CODES.invalidParent);
          if (parent.deletedAt !== null || parent.hiddenAt !== null)
            throw AppError.badRequest(COMMENT_MESSAGES.replyToRemoved, COMMENT_ERROR_CODES.invalidParent);
          if ((await repo.replyCountOf(parent.id)) >= COMMENT_LIMITS.repliesPerThread)
            throw AppError.conflict(COMMENT_MESSAGES.threadFull, COMMENT_ERROR_CODES.threadFull);
          parentAuthorId = parent.authorId;
        }
        const created = await repo.insert({
          liveryId,
          parentId: input.parentId,
          authorId: viewer.id,
          body: input.body,
        });
        // One queue row: the uploader (and, for a reply, the parent's author) are told in the background.
        await recordNotificationEvent(trx, {
          kind: 'comment',
          liveryId,
          commentId: created.id,
          parentCommentId: input.parentId,
          parentAuthorId,
          authorId: viewer.id,
          excerpt: input.body,
        });
        return created.id;
      });
      return answer(id, viewer);
    },

    /**
     * The author edits within the window, while the comment is visible: a hidden comment's words
     * stay as they were when it was hidden (its quotes in notifications are empty, and stay so).
     */
    async edit(viewer: Viewer, id: number, body: string): Promise<Comment> {
      const row = await existing(id);
      assertEditable(viewer, row);
      await rateLimits.edit.take(viewer.id);
      await db.kysely.transaction().execute(async (trx) => {
        const repo = createCommentsRepository(trx, dialect);
        // Read again under the lock: a hide committing meanwhile is seen, never overwritten.
        await repo.lock(id);
        const current = await repo.findById(id);
        if (!current) throw AppError.notFound(COMMENT_MESSAGES.notFound);
        assertEditable(viewer, current);
        await repo.updateBody(id, body);
        await requoteComment(trx, id, body);
      });
      return answer(id, viewer);
    },

    /** Own comments, or any for admins: removed, or a tombstone while it has replies. */
    async remove(viewer: Viewer, id: number): Promise<void> {
      const row = await existing(id);
      if (row.deletedAt !== null) throw AppError.notFound(COMMENT_MESSAGES.notFound);
      if (row.authorId !== viewer.id && !isAdmin(viewer)) throw AppError.forbidden(COMMENT_MESSAGES.notYourComment);
      await db.kysely.transaction().execute(async (trx) => {
        const repo = createCommentsRepository(trx, dialect);
        // Locked: a reply committing meanwhile is seen (and the comment kept as a tombstone), or
        // waits and then finds its parent gone; it is never deleted with a parent it did not see go.
        if (!(await repo.lock(id))) throw AppError.notFound(COMMENT_MESSAGES.notFound);
        await requoteComment(trx, id, null);
        if (await repo.hasReplies(id)) {
          await repo.tombstone(id);
          return;
        }
        await repo.delete(id);
        if (row.parentId !== null) await repo.deleteBareTombstone(row.parentId);
      });
    },

    async setHidden(viewer: Viewer, id: number, hidden: boolean): Promise<Comment> {
      const row = await existing(id);
      if (row.deletedAt !== null) throw AppError.notFound(COMMENT_MESSAGES.notFound);
      if (!mayModerate(viewer, row)) throw AppError.forbidden(COMMENT_MESSAGES.notYourLivery);
      // Hiding twice keeps the first hider, so the uploader cannot take over an administrator's hide.
      if (hidden && row.hiddenAt !== null) return answer(id, viewer);
      if (!hidden && !mayUnhide(viewer, row)) throw AppError.forbidden(COMMENT_MESSAGES.hiddenByAdmin);
      await db.kysely.transaction().execute(async (trx) => {
        await createCommentsRepository(trx, dialect).setHidden(id, hidden ? viewer.id : null);
        await requoteComment(trx, id, hidden ? null : row.body);
      });
      return answer(id, viewer);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;

/** Only the author edits, within the window, and not once the comment is hidden or deleted. */
function assertEditable(viewer: Viewer, row: CommentRow): void {
  if (row.authorId !== viewer.id || row.deletedAt !== null) throw AppError.forbidden(COMMENT_MESSAGES.notYourComment);
  if (row.hiddenAt !== null) throw AppError.forbidden(COMMENT_MESSAGES.hiddenNoEdit, COMMENT_ERROR_CODES.hidden);
  if (!withinEditWindow(row, Date.now()))
    throw AppError.forbidden(COMMENT_MESSAGES.editWindowOver, COMMENT_ERROR_CODES.editWindowOver);
}

/**
 * An administrator hides a reported comment inside the report's transaction (issue 34 §19), so
 * hiding and resolving happen together. An uploader's hide becomes the administrator's, so the
 * uploader cannot show a moderated comment again. False when the comment is gone.
 */
export async function hideAsModerator(
  trx: Kysely<Database>,
  dialect: Dialect,
  id: number,
  moderatorId: number,
): Promise<boolean> {
  const repo = createCommentsRepository(trx, dialect);
  if (!(await repo.lock(id))) return false;
  const row = await repo.findById(id);
  if (!row || row.deletedAt !== null) return false;
  if (row.hiddenAt === null || row.hiddenById === null || row.hiddenById === row.liveryUploaderId) {
    await repo.setHidden(id, moderatorId);
    await requoteComment(trx, id, null);
  }
  return true;
}

/** What other modules read of comments (reports): the comment, unless it is gone. */
export function createCommentLookup(db: Db, dialect: Dialect) {
  const read = createCommentsRepository(db.kysely, dialect);
  return {
    async findReportable(id: number): Promise<ReportableComment | undefined> {
      const row = await read.findById(id);
      return row && row.deletedAt === null ? { id: row.id, liveryId: row.liveryId, body: row.body } : undefined;
    },
  };
}
