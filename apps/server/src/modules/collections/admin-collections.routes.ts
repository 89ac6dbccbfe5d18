import {
  AdminCollectionRemoveSchema,
  AdminCollectionsPageSchema,
  AdminCollectionsQuerySchema,
  IdParamsSchema,
} from '@paddock/contract';
import { z } from 'zod';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createAdminCollectionsService } from './admin-collections.service';

/** Public collections in the admin area (issue 34 §17): list and search, remove with a reason. */
export const adminCollectionRoutes = adminsOnly(async (app) => {
  const { db, storage, mailer, config } = app.deps;
  const admin = createAdminCollectionsService(db, storage, mailer, config);
  const tags = ['admin: collections'];
  app.get(
    '/api/admin/collections',
    { schema: adminListSchema({ tags, query: AdminCollectionsQuerySchema, page: AdminCollectionsPageSchema }) },
    async (req) => admin.list(req.query),
  );
  app.post(
    '/api/admin/collections/:id/remove',
    {
      schema: {
        tags,
        description:
          'Removes a public collection: the reason is e-mailed to its owner and audit-logged, and its open reports are resolved in the same transaction (issue 34 §17). 409 for a private collection.',
        params: IdParamsSchema,
        body: AdminCollectionRemoveSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      await admin.remove(signedInViewer(req), req.params.id, req.body.reason);
      return reply.status(204).send(null);
    },
  );
});
