import { HealthSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/database';
import type { AppDeps } from '../../lib/deps';

export function registerHealthRoutes(fastify: FastifyInstance, { db, log }: AppDeps): void {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
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
}
