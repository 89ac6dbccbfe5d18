import { COMMENT_LIMITS, type Comment, type CommentHider, type CommentThread } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import { toIso } from '../../db/dialect';
import type { CommentRow } from './comments.repository';

export const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';
export const mayModerate = (viewer: Viewer | null, row: { liveryUploaderId: number | null }) =>
  viewer !== null && (isAdmin(viewer) || row.liveryUploaderId === viewer.id);
/**
 * Showing a hidden comment again is for whoever hid it, or an administrator: the uploader must not
 * undo an administrator's hide (a reported comment, moderated).
 */
export const mayUnhide = (viewer: Viewer | null, row: { hiddenById: number | null }) =>
  viewer !== null && (isAdmin(viewer) || row.hiddenById === null || row.hiddenById === viewer.id);
export const withinEditWindow = (row: { createdAt: Date | string }, now: number) =>
  now - new Date(toIso(row.createdAt)).getTime() <= COMMENT_LIMITS.editWindowMs;

/**
 * Who hid it, from the hider kept on the row: the livery's uploader, or else an administrator (a
 * hider whose account was since deleted cannot be the uploader: their liveries went with it).
 */
export const hiderOf = (row: {
  hiddenAt: Date | string | null;
  hiddenById: number | null;
  liveryUploaderId: number | null;
}): CommentHider | null =>
  row.hiddenAt === null
    ? null
    : row.hiddenById !== null && row.hiddenById === row.liveryUploaderId
      ? 'uploader'
      : 'moderator';

/**
 * A comment as this viewer may see it: a hidden one keeps its text only for its author, the
 * livery's uploader and admins (everyone else gets an empty body and the placeholder naming who
 * hid it) and can no longer be edited; a deleted one is a tombstone without author or text.
 */
export function toComment(row: CommentRow, viewer: Viewer | null, now: number): Comment {
  const state = row.deletedAt !== null ? 'deleted' : row.hiddenAt !== null ? 'hidden' : 'visible';
  const moderator = mayModerate(viewer, row);
  const own = viewer !== null && row.authorId === viewer.id;
  const showsBody = state === 'visible' || (state === 'hidden' && (moderator || own));
  return {
    id: row.id,
    liveryId: row.liveryId,
    parentId: row.parentId,
    author:
      state !== 'deleted' && row.authorId !== null
        ? { id: row.authorId, username: row.authorUsername ?? `user-${row.authorId}` }
        : null,
    body: showsBody ? row.body : '',
    state,
    hiddenBy: hiderOf(row),
    createdAt: toIso(row.createdAt),
    editedAt: row.editedAt === null ? null : toIso(row.editedAt),
    canEdit: own && state === 'visible' && withinEditWindow(row, now),
    canDelete: state !== 'deleted' && (own || isAdmin(viewer)),
    canHide: state !== 'deleted' && moderator && (state !== 'hidden' || mayUnhide(viewer, row)),
  };
}

export function toThreads(
  threads: CommentRow[],
  replies: CommentRow[],
  replyCounts: Map<number, number>,
  viewer: Viewer | null,
  now: number,
): CommentThread[] {
  const byParent = new Map<number, Comment[]>();
  for (const reply of replies) {
    if (reply.parentId === null) continue;
    const list = byParent.get(reply.parentId) ?? [];
    list.push(toComment(reply, viewer, now));
    byParent.set(reply.parentId, list);
  }
  return threads.map((t) => ({
    ...toComment(t, viewer, now),
    replies: byParent.get(t.id) ?? [],
    replyCount: replyCounts.get(t.id) ?? 0,
  }));
}
