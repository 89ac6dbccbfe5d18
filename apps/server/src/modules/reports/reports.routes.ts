import { IdParamsSchema, ReportCreatedSchema, ReportInputSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { createReportsService } from './reports.service';

export function registerReportRoutes(fastify: FastifyInstance, { db, guards }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(db);
  app.post(
    '/api/reports/livery/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['reports'],
        params: IdParamsSchema,
        body: ReportInputSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await reports.report(await guards.requireViewer(req), req.params.id, req.body)),
  );
}
