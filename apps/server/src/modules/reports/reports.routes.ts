import { CommentReportInputSchema, IdParamsSchema, ReportCreatedSchema, ReportInputSchema } from '@paddock/contract';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { withRetryAfter } from '../../rate-limit/member-rate-limit';
import { createReportRateLimit } from './report-rate-limit';
import { createReportsService } from './reports.service';

export const reportRoutes = membersOnly(async (app) => {
  const { db, dialect, redis, log } = app.deps;
  const reports = createReportsService(db, dialect, createReportRateLimit(redis, log));
  const limited =
    'Limited per minute and per day for each member, livery and comment reports together (429 with Retry-After).';
  app.post(
    '/api/reports/livery/:id',
    {
      schema: {
        tags: ['reports'],
        description: `Reports a livery. ${limited}`,
        params: IdParamsSchema,
        body: ReportInputSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const created = await reports.report(signedInViewer(req), req.params.id, req.body).catch(withRetryAfter(reply));
      return reply.status(201).send(created);
    },
  );
  app.post(
    '/api/reports/comment/:id',
    {
      schema: {
        tags: ['reports'],
        description: `Reports a comment (issue 19): the comment reasons (Spam, Harassment, OffTopic, Other; a livery reason is a 400) and the rules of a livery report, one open report per member and comment. ${limited}`,
        params: IdParamsSchema,
        body: CommentReportInputSchema,
        response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (req, reply) => {
      const created = await reports
        .reportComment(signedInViewer(req), req.params.id, req.body)
        .catch(withRetryAfter(reply));
      return reply.status(201).send(created);
    },
  );
});
