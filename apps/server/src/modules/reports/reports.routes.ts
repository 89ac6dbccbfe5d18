import { IdParamsSchema, ReportCreatedSchema, ReportInputSchema } from '@paddock/contract';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createReportsService } from './reports.service';

export const reportRoutes = membersOnly(async (app) => {
  const reports = createReportsService(app.deps.db, app.deps.dialect);
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
  app.post(
    '/api/reports/comment/:id',
    {
      schema: {
        tags: ['reports'],
        description:
          'Reports a comment (issue 19): the same reasons and rules as a livery report, one open report per member and comment.',
        params: IdParamsSchema,
        body: ReportInputSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await reports.reportComment(signedInViewer(req), req.params.id, req.body)),
  );
});
