import { HealthSchema, LivenessSchema, ReadinessSchema } from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';
import { createReadinessCheck } from './readiness';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, redis, log } = app.deps;
  const readiness = createReadinessCheck({ db, storage, redis });

  // Kept as it was for existing checks: the database alone.
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

  app.get(
    '/api/health/live',
    { schema: { tags: ['health'], response: { 200: LivenessSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_req, reply) => {
      const answer = await readiness();
      reply.header('cache-control', 'no-store');
      if (answer.status === 'not-ready') {
        log.warn({ parts: answer.parts }, 'readiness check: a required part is down');
        return reply.status(503).send(answer);
      }
      return answer;
    },
  );
};
