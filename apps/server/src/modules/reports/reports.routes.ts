import {
  CollectionReportInputSchema,
  CommentReportInputSchema,
  IdParamsSchema,
  ReportCreatedSchema,
  ReportInputSchema,
} from '@paddock/contract';
import type { z } from 'zod';
import type { Viewer } from '../../auth/guards';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { withRetryAfter } from '../../rate-limit/member-rate-limit';
import { createReportRateLimit } from './report-rate-limit';
import { createReportsService } from './reports.service';

const LIMITED =
  'Limited per minute and per day for each member, livery, comment and collection reports together (429 with Retry-After).';

/** Members report a livery, a comment or a public collection: one route shape each. */
export const reportRoutes = membersOnly(async (app) => {
  const { db, dialect, redis, log } = app.deps;
  const reports = createReportsService(db, dialect, createReportRateLimit(redis, log));

  function reportRoute<B extends z.ZodType>(
    target: 'livery' | 'comment' | 'collection',
    body: B,
    description: string,
    file: (viewer: Viewer, id: number, input: z.infer<B>) => Promise<{ id: number; status: 'Pending' }>,
  ) {
    app.post(
      `/api/reports/${target}/:id`,
      {
        schema: {
          tags: ['reports'],
          description: `${description} ${LIMITED}`,
          params: IdParamsSchema,
          body,
          response: { 201: ReportCreatedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (req, reply) => {
        // The body schema above has validated it: it is this route's input.
        const input = req.body as z.infer<B>;
        const created = await file(signedInViewer(req), req.params.id, input).catch(withRetryAfter(reply));
        return reply.status(201).send(created);
      },
    );
  }

  reportRoute('livery', ReportInputSchema, 'Reports a livery.', reports.report);
  reportRoute(
    'comment',
    CommentReportInputSchema,
    'Reports a comment (issue 19): the comment reasons (Spam, Harassment, OffTopic, Other; a livery reason is a 400) and the rules of a livery report, one open report per member and comment.',
    reports.reportComment,
  );
  reportRoute(
    'collection',
    CollectionReportInputSchema,
    'Reports a public collection or league pack (issue 34 §17): the collection reasons (OffensiveContent, Harassment, SpamOrMisleading, Other), one open report per member and collection; a private or unknown collection is a 404, one’s own a 400.',
    reports.reportCollection,
  );
});
