import {
  DigestSettingsSchema,
  MESSAGES,
  NOTIFICATION_RULES,
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
  UnsubscribeInputSchema,
  UnsubscribeResultSchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../plugins/docs';
import { createSlotLimiter } from '../../rate-limit/slot-limiter';
import { createNotificationsService } from './notifications.service';
import { unsubscribeAttemptKey } from './unsubscribe-token';

/** A member's notifications and digest setting; the digest's unsubscribe link, which works signed out. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect, config, redis, log } = app.deps;
  const notifications = createNotificationsService(db, dialect, config.authSecret);
  const tags = ['notifications'];
  // Counted per link, not per address: members behind one address do not share a count.
  const unsubscribeLimiter = createSlotLimiter({
    redis,
    log,
    namespace: 'rl:unsubscribe:',
    max: NOTIFICATION_RULES.unsubscribePerWindow,
    windowSeconds: NOTIFICATION_RULES.unsubscribeWindowSeconds,
  });

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        description: "Turns the daily digest off with the token of the digest e-mail's link; no sign-in needed.",
        body: UnsubscribeInputSchema,
        response: { 200: UnsubscribeResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const slot = await unsubscribeLimiter.take(unsubscribeAttemptKey(req.body.token));
      if (!slot.allowed) {
        reply.header('retry-after', String(slot.retryAfterSeconds));
        throw new AppError(429, 'RATE_LIMITED', MESSAGES.common.tooManyRequests);
      }
      return notifications.unsubscribe(req.body.token);
    },
  );

  app.register(
    membersOnly(async (member) => {
      member.get(
        '/api/notifications',
        {
          schema: {
            tags,
            description: 'The signed-in member’s notifications, newest first, a page at a time, with the unread count.',
            querystring: NotificationsQuerySchema,
            response: { 200: NotificationPageSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (req) => notifications.page(signedInViewer(req), req.query.page),
      );
      member.get(
        '/api/notifications/unread-count',
        { schema: { tags, response: { 200: UnreadCountSchema, ...errorResponses(401, 403) } } },
        async (req) => notifications.unreadCount(signedInViewer(req)),
      );
      member.post(
        '/api/notifications/:id/read',
        {
          schema: {
            tags,
            params: NotificationIdParamsSchema,
            response: { 200: UnreadCountSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (req) => notifications.markRead(signedInViewer(req), req.params.id),
      );
      member.post(
        '/api/notifications/read-all',
        { schema: { tags, response: { 200: UnreadCountSchema, ...errorResponses(401, 403) } } },
        async (req) => notifications.markAllRead(signedInViewer(req)),
      );
      member.get(
        '/api/notifications/settings',
        { schema: { tags, response: { 200: DigestSettingsSchema, ...errorResponses(401, 403) } } },
        async (req) => notifications.digestSettings(signedInViewer(req)),
      );
      member.put(
        '/api/notifications/settings',
        {
          schema: {
            tags,
            body: DigestSettingsSchema,
            response: { 200: DigestSettingsSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (req) => notifications.setDigestSettings(signedInViewer(req), req.body),
      );
    }),
  );
};
