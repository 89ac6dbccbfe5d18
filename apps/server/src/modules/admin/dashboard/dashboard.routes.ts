import { DashboardStatsSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../lib/deps';
import { errorResponses } from '../../../plugins/docs';
import { createDashboardService } from './dashboard.service';

export function registerDashboardRoutes(fastify: FastifyInstance, { db, dialect, guards }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService(db, dialect);
  app.get(
    '/api/dashboard/stats',
    {
      onRequest: guards.requireAdmin,
      schema: { tags: ['admin: dashboard'], response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard.stats();
    },
  );
}
