import { HealthSchema } from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, log } = app.deps;
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_req, reply) => {
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, db: 'up' as const };
      } catch (error) {
        log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );
};
