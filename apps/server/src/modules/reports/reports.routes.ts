import { IdParamsSchema, ReportCreatedSchema, ReportInputSchema } from '@paddock/contract';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createReportsService } from './reports.service';

export const reportRoutes = membersOnly(async (app) => {
  const reports = createReportsService(app.deps.db);
  app.post(
    '/api/reports/livery/:id',
    {
      schema: {
        tags: ['reports'],
        params: IdParamsSchema,
        body: ReportInputSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await reports.report(signedInViewer(req), req.params.id, req.body)),
  );
});
