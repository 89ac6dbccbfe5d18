import {
  IdParamsSchema,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WebhookCreatedSchema,
  WebhookCreateSchema,
  WebhookDeliveriesSchema,
  WebhookDeliverySchema,
  WebhookListSchema,
  WebhookSchema,
  WebhookUpdateSchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../plugins/docs';
import { createSlotLimiter } from '../../rate-limit/slot-limiter';
import type { WebhookDeliverer } from './webhook-delivery';
import { createWebhooksService } from './webhooks.service';

const tags = ['webhooks'];

/**
 * Webhooks (issue 35 §4), all members-only: a collection owner's on their collection, a creator's
 * on their own liveries, and per webhook its switch, its delivery log and "Send test".
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deliverer: WebhookDeliverer }> = membersOnly(
  async (app, options) => {
    const { db, config, redis, log } = app.deps;
    const { deliverer } = options as { deliverer: WebhookDeliverer };
    const webhooks = createWebhooksService(db, deliverer, {
      allowPrivate: config.webhooks.allowPrivate,
      authSecret: config.authSecret,
    });
    const testLimiter = createSlotLimiter({
      redis,
      log,
      namespace: 'rl:webhook-test:',
      max: WEBHOOK_LIMITS.testsPerMinute,
      windowSeconds: 60,
    });
    const created = { 201: WebhookCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) };

    app.get(
      '/api/collections/:id/webhooks',
      {
        schema: {
          operationId: 'listCollectionWebhooks',
          summary: 'A collection’s webhooks (its owner)',
          tags,
          params: IdParamsSchema,
          response: { 200: WebhookListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => webhooks.listForCollection(signedInViewer(req), req.params.id),
    );
    app.post(
      '/api/collections/:id/webhooks',
      {
        schema: {
          operationId: 'addCollectionWebhook',
          summary: 'Add a webhook to a collection (its owner); the secret is shown once',
          tags,
          params: IdParamsSchema,
          body: WebhookCreateSchema,
          response: created,
        },
      },
      async (req, reply) =>
        reply.status(201).send(await webhooks.createForCollection(signedInViewer(req), req.params.id, req.body.url)),
    );
    app.get(
      '/api/users/me/webhooks',
      {
        schema: {
          operationId: 'listMyWebhooks',
          summary: 'The signed-in member’s webhooks for their own liveries',
          tags,
          response: { 200: WebhookListSchema, ...errorResponses(401, 403) },
        },
      },
      async (req) => webhooks.listMine(signedInViewer(req)),
    );
    app.post(
      '/api/users/me/webhooks',
      {
        schema: {
          operationId: 'addMyWebhook',
          summary: 'Add a webhook for one’s own liveries; the secret is shown once',
          tags,
          body: WebhookCreateSchema,
          response: created,
        },
      },
      async (req, reply) => reply.status(201).send(await webhooks.createMine(signedInViewer(req), req.body.url)),
    );
    app.patch(
      '/api/webhooks/:id',
      {
        schema: {
          operationId: 'setWebhookEnabled',
          summary: 'Turn a webhook on or off',
          tags,
          params: IdParamsSchema,
          body: WebhookUpdateSchema,
          response: { 200: WebhookSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => webhooks.setEnabled(signedInViewer(req), req.params.id, req.body.enabled),
    );
    app.delete(
      '/api/webhooks/:id',
      {
        schema: {
          operationId: 'deleteWebhook',
          summary: 'Delete a webhook',
          tags,
          params: IdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        await webhooks.remove(signedInViewer(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/webhooks/:id/deliveries',
      {
        schema: {
          operationId: 'listWebhookDeliveries',
          summary: 'A webhook’s last 50 deliveries',
          tags,
          params: IdParamsSchema,
          response: { 200: WebhookDeliveriesSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({ items: await webhooks.deliveries(signedInViewer(req), req.params.id) }),
    );
    app.post(
      '/api/webhooks/:id/test',
      {
        schema: {
          operationId: 'sendWebhookTest',
          summary: 'Send a signed test delivery and answer its result',
          tags,
          params: IdParamsSchema,
          response: { 200: WebhookDeliverySchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (req, reply) => {
        const viewer = signedInViewer(req);
        const slot = await testLimiter.take(`user:${viewer.id}`);
        if (!slot.allowed) {
          reply.header('retry-after', String(slot.retryAfterSeconds));
          throw new AppError(429, 'RATE_LIMITED', WEBHOOK_MESSAGES.testsRateLimited(slot.retryAfterSeconds));
        }
        return webhooks.sendTest(viewer, req.params.id);
      },
    );
  },
);
