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
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminItemChangeSchema, adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createAdminReportsService } from './admin-reports.service';

/** Report moderation (admin only). */
export const adminReportRoutes = adminsOnly(async (app) => {
  const reports = createAdminReportsService(app.deps.db, app.deps.dialect);
  const tags = ['admin: reports'];

  app.get(
    '/api/reports',
    { schema: adminListSchema({ tags, query: AdminReportsQuerySchema, page: AdminReportPageSchema }) },
    (req) => reports.list(req.query),
  );
  app.get(
    '/api/reports/stats',
    { schema: { tags, response: { 200: ReportStatsSchema, ...errorResponses(401, 403) } } },
    () => reports.stats(),
  );
  app.patch(
    '/api/reports/:id',
    {
      schema: adminItemChangeSchema({
        tags,
        body: ReportStatusUpdateSchema,
        item: AdminReportSchema,
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
    },
    async (req) => reports.update(signedInViewer(req), req.params.id, req.body.status),
  );
  app.post(
    '/api/reports/:id/hide-comment',
    {
      schema: {
        tags,
        description:
          'Hides the reported comment and resolves the report, with every other open report of that comment, in one transaction (issue 34 §19). 409 when the report is about a livery or the comment is gone.',
        params: IdParamsSchema,
        response: { 200: AdminReportSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => reports.hideReportedComment(signedInViewer(req), req.params.id),
  );
  app.post(
    '/api/reports/bulk',
    {
      schema: {
        tags,
        body: ReportBulkUpdateSchema,
        response: { 200: BulkResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => reports.bulk(signedInViewer(req), req.body.ids, req.body.status),
  );
});
