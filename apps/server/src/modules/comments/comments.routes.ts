import {
  COMMENT_LIMITS,
  CommentEditSchema,
  CommentInputSchema,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentRepliesQuerySchema,
  CommentRepliesSchema,
  CommentSchema,
  IdParamsSchema,
  RatingInputSchema,
  RatingResultSchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { sendCacheable } from '../../lib/http-cache';
import { errorResponses } from '../../plugins/docs';
import { withRetryAfter } from '../../rate-limit/member-rate-limit';
import { createCommentRateLimits } from './comment-rate-limit';
import { createCommentsService } from './comments.service';
import { createRatingsService } from './ratings.service';

/** Comments and ratings of liveries (issue 19): reading comments is public, the rest is members'. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect, guards, redis, log } = app.deps;
  const comments = createCommentsService(db, dialect, createCommentRateLimits(redis, log));
  const ratings = createRatingsService(db, dialect);
  const tags = ['comments'];

  app.get(
    '/api/liveries/:id/comments',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        description: `${COMMENT_LIMITS.pageSize} top-level comments a page, newest (default) or oldest first, each with its first replies and reply count. Hidden comments read as empty with state "hidden" except to the livery's uploader and admins.`,
        params: IdParamsSchema,
        querystring: CommentListQuerySchema,
        response: { 200: CommentPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) =>
      sendCacheable(req, reply, await comments.list(req.params.id, req.query, await guards.viewerOf(req))),
  );

  app.get(
    '/api/comments/:id/replies',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        description: `The replies of a top-level comment after the first \`offset\`, oldest first, ${COMMENT_LIMITS.repliesPageSize} at a time, with the thread's reply count (a comments page carries the first ${COMMENT_LIMITS.repliesShown} of each thread). 404 for a reply or a missing comment.`,
        params: IdParamsSchema,
        querystring: CommentRepliesQuerySchema,
        response: { 200: CommentRepliesSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => comments.replies(req.params.id, req.query, await guards.viewerOf(req)),
  );

  app.register(
    membersOnly(async (member) => {
      member.post(
        '/api/liveries/:id/comments',
        {
          schema: {
            tags,
            description:
              'Posts a comment, or a reply to a top-level comment (parentId). Limited per minute and per day (429 with Retry-After).',
            params: IdParamsSchema,
            body: CommentInputSchema,
            response: { 201: CommentSchema, ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (req, reply) => {
          const created = await comments
            .postComment(signedInViewer(req), req.params.id, req.body)
            .catch(withRetryAfter(reply));
          return reply.status(201).send(created);
        },
      );
      member.patch(
        '/api/comments/:id',
        {
          schema: {
            tags,
            description:
              'The author edits the text within 15 minutes of posting (403 COMMENT_EDIT_WINDOW_OVER after), while it is not hidden (403 COMMENT_HIDDEN). Edits are limited per minute and per day (429 with Retry-After).',
            params: IdParamsSchema,
            body: CommentEditSchema,
            response: { 200: CommentSchema, ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (req, reply) =>
          comments.edit(signedInViewer(req), req.params.id, req.body.body).catch(withRetryAfter(reply)),
      );
      member.delete(
        '/api/comments/:id',
        {
          schema: {
            tags,
            description: 'The author or an admin deletes a comment; one with replies stays as "Comment deleted".',
            params: IdParamsSchema,
            response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (req, reply) => {
          await comments.remove(signedInViewer(req), req.params.id);
          return reply.status(204).send(null);
        },
      );
      for (const [action, hidden] of [
        ['hide', true],
        ['unhide', false],
      ] as const) {
        member.post(
          `/api/comments/:id/${action}`,
          {
            schema: {
              tags,
              description: `The livery's uploader or an admin ${action}s a comment.`,
              params: IdParamsSchema,
              response: { 200: CommentSchema, ...errorResponses(400, 401, 403, 404) },
            },
          },
          async (req) => comments.setHidden(signedInViewer(req), req.params.id, hidden),
        );
      }

      const ratingSchema = {
        tags,
        params: IdParamsSchema,
        response: { 200: RatingResultSchema, ...errorResponses(400, 401, 403, 404) },
      };
      member.get(
        '/api/liveries/:id/rating',
        {
          schema: {
            ...ratingSchema,
            description: "The caller's stars (null when not rated) and the livery's average and count.",
          },
        },
        async (req) => ratings.mine(signedInViewer(req), req.params.id),
      );
      member.put(
        '/api/liveries/:id/rating',
        {
          schema: {
            ...ratingSchema,
            body: RatingInputSchema,
            description: "1–5 stars; sets or changes the caller's rating (not on their own livery: 400).",
          },
        },
        async (req) => ratings.rate(signedInViewer(req), req.params.id, req.body.stars),
      );
      member.delete(
        '/api/liveries/:id/rating',
        { schema: { ...ratingSchema, description: "Removes the caller's rating." } },
        async (req) => ratings.unrate(signedInViewer(req), req.params.id),
      );
    }),
  );
};
