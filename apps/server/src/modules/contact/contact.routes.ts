import rateLimit from '@fastify/rate-limit';
import { CONTACT_MESSAGES, ContactCreatedSchema, ContactInputSchema } from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../plugins/docs';
import { createContactService } from './contact.service';

/** Per client address: enough for a follow-up or a correction, too few for a flood of e-mail to the admins. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The public contact form; a plugin of its own, so its limiter applies to this route and nowhere else. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const contact = createContactService(deps);
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance when Redis is configured; a Redis outage lets messages through.
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'rl:contact:', skipOnError: true } : {}),
    // After validation: a rejected form neither stores nor e-mails anything, so it does not count.
    hook: 'preHandler',
    errorResponseBuilder: (_req, context) =>
      new AppError(429, 'RATE_LIMITED', CONTACT_MESSAGES.rateLimited(Math.max(1, Math.ceil(context.ttl / 60_000)))),
  });
  app.post(
    '/api/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.windowMs } },
      schema: {
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: ContactCreatedSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (req, reply) => {
      const { id } = await contact.submit(req.body, await deps.guards.viewerOf(req));
      return reply.status(201).send({ id });
    },
  );
};
