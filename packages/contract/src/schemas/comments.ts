import { z } from 'zod';
import { emptyIfBlank, isCleanMultiLineText, TEXT_MESSAGES } from '../text';
import { BodyIdSchema, pagedSchema, urlParams } from './common';

/** Comments and ratings (issue 19): limits, rules and messages both sides read. */
export const COMMENT_LIMITS = {
  bodyMax: 2000,
  /** Top-level comments per page; each comes with its first replies (one level deep). */
  pageSize: 20,
  /**
   * Replies a thread comes with on its page (the oldest); the rest are asked for
   * `repliesPageSize` at a time ("Show N more replies", issue 34 §23), so a page stays light.
   */
  repliesShown: 3,
  repliesPageSize: 20,
  /** Replies a thread takes: what one page of comments can weigh stays bounded. */
  repliesPerThread: 50,
  /** An author may edit a comment this long after posting it. */
  editWindowMs: 15 * 60 * 1000,
  perMinute: 10,
  perDay: 100,
  /** Edits a member may make, over all their comments: each one rewrites notifications too. */
  editsPerMinute: 10,
  editsPerDay: 100,
} as const;

export const COMMENT_ORDERS = ['newest', 'oldest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

export const COMMENT_MESSAGES = {
  bodyRequired: 'Please write a comment.',
  bodyTooLong: `A comment can be at most ${COMMENT_LIMITS.bodyMax} characters.`,
  bodyInvalid: TEXT_MESSAGES.multiLine('A comment'),
  notFound: 'Comment not found.',
  parentNotFound: 'The comment you are replying to is not on this livery.',
  replyToReply: 'Replies go one level deep: reply to the first comment of the thread.',
  replyToRemoved: 'That comment was deleted or hidden; it cannot take replies.',
  threadFull: 'This thread is full: start a new comment to carry on the conversation.',
  editWindowOver: 'Comments can only be edited within 15 minutes of posting.',
  hiddenNoEdit: 'This comment was hidden, so it can no longer be edited. You can still delete it.',
  notYourComment: 'You can only edit or delete your own comments.',
  notYourLivery: 'Only the uploader of this livery or an administrator can hide comments.',
  hiddenByAdmin: 'An administrator hid this comment; only an administrator can show it again.',
  deleted: 'This comment was deleted.',
  rateLimitedMinute: `You are commenting too fast: at most ${COMMENT_LIMITS.perMinute} comments a minute. Please wait a moment.`,
  rateLimitedDay: `You have reached today's limit of ${COMMENT_LIMITS.perDay} comments. Please come back tomorrow.`,
  editRateLimitedMinute: `You are editing too fast: at most ${COMMENT_LIMITS.editsPerMinute} edits a minute. Please wait a moment.`,
  editRateLimitedDay: `You have reached today's limit of ${COMMENT_LIMITS.editsPerDay} comment edits. Please come back tomorrow.`,
  /** Shown in place of a hidden comment to everyone but its author, its livery's uploader and admins. */
  hiddenByUploaderPlaceholder: 'Hidden by the uploader.',
  hiddenByModeratorPlaceholder: 'Hidden by a moderator.',
  /** Shown to the author of a hidden comment, under their own text. */
  hiddenNoticeToAuthor: 'Only you, the uploader and the moderators can read this comment. It can no longer be edited.',
  deletedPlaceholder: 'Comment deleted.',
} as const;

export const COMMENT_ERROR_CODES = {
  editWindowOver: 'COMMENT_EDIT_WINDOW_OVER',
  hidden: 'COMMENT_HIDDEN',
  rateLimited: 'COMMENT_RATE_LIMITED',
  invalidParent: 'COMMENT_INVALID_PARENT',
  threadFull: 'COMMENT_THREAD_FULL',
  ownLivery: 'RATING_OWN_LIVERY',
} as const;

const CommentBodySchema = z
  .string({ error: COMMENT_MESSAGES.bodyRequired })
  .trim()
  .overwrite(emptyIfBlank)
  .min(1, { error: COMMENT_MESSAGES.bodyRequired })
  .max(COMMENT_LIMITS.bodyMax, { error: COMMENT_MESSAGES.bodyTooLong })
  .refine(isCleanMultiLineText, { error: COMMENT_MESSAGES.bodyInvalid });

export const CommentInputSchema = z.strictObject({
  body: CommentBodySchema,
  parentId: BodyIdSchema.nullish().transform((v) => v ?? null),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;

export const CommentEditSchema = z.strictObject({ body: CommentBodySchema });
export type CommentEdit = z.infer<typeof CommentEditSchema>;

export const CommentListQuerySchema = urlParams(
  z.object({
    page: z.coerce.number().int().min(1, { error: 'page must be 1 or more.' }).max(100_000).default(1),
    order: z.enum(COMMENT_ORDERS, { error: `order must be one of ${COMMENT_ORDERS.join(', ')}.` }).default('newest'),
  }),
);
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

/** Who hid a comment: the livery's uploader, or an administrator (a moderator). */
export const COMMENT_HIDERS = ['uploader', 'moderator'] as const;
export type CommentHider = (typeof COMMENT_HIDERS)[number];

/** The line shown in place of a hidden comment, naming who hid it. */
export const hiddenPlaceholderOf = (hiddenBy: CommentHider | null): string =>
  hiddenBy === 'moderator'
    ? COMMENT_MESSAGES.hiddenByModeratorPlaceholder
    : COMMENT_MESSAGES.hiddenByUploaderPlaceholder;

/**
 * One comment as a reader sees it. `visible`; `hidden` by the livery's uploader or a moderator
 * (`hiddenBy`; its body is answered only to its author, that uploader and admins, empty to
 * others, who see the placeholder, and its author can no longer edit it); or
 * `deleted` by its author while it had replies (a tombstone keeping the thread, body empty).
 * The `can*` flags are the signed-in caller's (all false for visitors).
 */
export const CommentSchema = z.object({
  id: z.number().int(),
  liveryId: z.number().int(),
  parentId: z.number().int().nullable(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  body: z.string(),
  state: z.enum(['visible', 'hidden', 'deleted']),
  hiddenBy: z.enum(COMMENT_HIDERS).nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canHide: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** A top-level comment with its oldest replies (at most `repliesShown`) and how many it has in all. */
export const CommentThreadSchema = CommentSchema.extend({
  replies: z.array(CommentSchema),
  replyCount: z.number().int(),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

/** GET /comments/{id}/replies: the replies after the first `offset`, oldest first. */
export const CommentRepliesQuerySchema = urlParams(
  z.object({
    offset: z.coerce.number().int().min(0, { error: 'offset must be 0 or more.' }).max(100_000).default(0),
  }),
);
export type CommentRepliesQuery = z.infer<typeof CommentRepliesQuerySchema>;

/** Up to `repliesPageSize` replies of one thread, and how many the thread has in all. */
export const CommentRepliesSchema = z.object({ items: z.array(CommentSchema), totalCount: z.number().int() });
export type CommentReplies = z.infer<typeof CommentRepliesSchema>;

/** A page of top-level comments (totals count threads), each with its first replies. */
export const CommentPageSchema = pagedSchema(CommentThreadSchema);
export type CommentPage = z.infer<typeof CommentPageSchema>;

/**
 * Ratings: 1–5 stars, one per member and livery. Browse's "Top rated" sorts by a Bayesian
 * average that pulls few votes towards a prior, so one 5-star vote does not top the list:
 *   score = (PRIOR_VOTES × PRIOR_MEAN + sum of stars) / (PRIOR_VOTES + votes)
 * with PRIOR_VOTES = 10 and PRIOR_MEAN = 3.5; a livery without votes scores 0 (after every rated
 * one). The server stores it ×10,000, rounded down, beside the count and sum (ratingScoreOf).
 */
export const RATING_PRIOR = { votes: 10, mean: 3.5 } as const;
export const RATING_SCORE_SCALE = 10_000;

export function ratingScoreOf(count: number, sum: number): number {
  if (count <= 0) return 0;
  const priorTotal = RATING_PRIOR.votes * RATING_PRIOR.mean * RATING_SCORE_SCALE;
  return Math.floor((priorTotal + sum * RATING_SCORE_SCALE) / (RATING_PRIOR.votes + count));
}

/** The plain average, one decimal, or null without votes. */
export function ratingAverageOf(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export const RATING_MESSAGES = {
  starsInvalid: 'Stars must be a whole number from 1 to 5.',
  ownLivery: 'You cannot rate your own livery.',
} as const;

export const RatingInputSchema = z.strictObject({
  stars: z
    .number({ error: RATING_MESSAGES.starsInvalid })
    .int({ error: RATING_MESSAGES.starsInvalid })
    .min(1, { error: RATING_MESSAGES.starsInvalid })
    .max(5, { error: RATING_MESSAGES.starsInvalid }),
});
export type RatingInput = z.infer<typeof RatingInputSchema>;

/** The caller's stars (null when not rated) and the livery's average and count after the change. */
export const RatingResultSchema = z.object({
  stars: z.number().int().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RatingResult = z.infer<typeof RatingResultSchema>;
