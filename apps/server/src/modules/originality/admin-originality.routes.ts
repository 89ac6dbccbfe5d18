import { FingerprintBackfillSchema, FingerprintBackfillUpdateSchema } from '@paddock/contract';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createFingerprintBackfillService } from './originality.service';

/** The fingerprint backfill's progress, and its pause and resume (issue 36 point 6). */
export const adminOriginalityRoutes = adminsOnly(async (app) => {
  const backfill = createFingerprintBackfillService(app.deps.db);
  const tags = ['admin: originality'];
  app.get(
    '/api/admin/fingerprints',
    { schema: { tags, response: { 200: FingerprintBackfillSchema, ...errorResponses(401, 403) } } },
    async () => backfill.status(),
  );
  app.put(
    '/api/admin/fingerprints',
    {
      schema: {
        tags,
        body: FingerprintBackfillUpdateSchema,
        response: { 200: FingerprintBackfillSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => backfill.setPaused(signedInViewer(req), req.body.paused),
  );
});
