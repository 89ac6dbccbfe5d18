import {
  AdminReportPageSchema,
  AdminReportSchema,
  AdminReportsQuerySchema,
  BulkResultSchema,
  IdParamsSchema,
  ReportBulkUpdateSchema,
  ReportStatsSchema,
  ReportStatusUpdateSchema,
} from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { createAdminReportsService } from './admin-reports.service';

/** Report moderation (admin only). */
export function registerAdminReportRoutes(fastify: FastifyInstance, { db, dialect, guards }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = createAdminReportsService(db, dialect);
  const admin = { onRequest: guards.requireAdmin };
  const tags = ['admin: reports'];

  app.get(
    '/api/reports',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminReportsQuerySchema,
        response: { 200: AdminReportPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => reports.list(req.query),
  );
  app.get(
    '/api/reports/stats',
    { ...admin, schema: { tags, response: { 200: ReportStatsSchema, ...errorResponses(401, 403) } } },
    () => reports.stats(),
  );
  app.patch(
    '/api/reports/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReportStatusUpdateSchema,
        response: { 200: AdminReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => reports.update(await guards.requireAdminViewer(req), req.params.id, req.body.status),
  );
  app.post(
    '/api/reports/bulk',
    {
      ...admin,
      schema: {
        tags,
        body: ReportBulkUpdateSchema,
        response: { 200: BulkResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => reports.bulk(await guards.requireAdminViewer(req), req.body.ids, req.body.status),
  );
}
