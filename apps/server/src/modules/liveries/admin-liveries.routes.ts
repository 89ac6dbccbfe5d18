import {
  AdminLiveriesQuerySchema,
  AdminLiveryBulkSchema,
  AdminLiveryPageSchema,
  AdminLiveryUpdateSchema,
  BulkResultSchema,
  LiveryListItemSchema,
} from '@paddock/contract';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminItemChangeSchema, adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createAdminLiveriesService } from './admin-liveries.service';

/** Livery management (admin only). Single deletion stays DELETE /api/liveries/{id}. */
export const adminLiveryRoutes = adminsOnly(async (app) => {
  const liveries = createAdminLiveriesService(app.deps);
  const tags = ['admin: liveries'];
  const writeErrors = errorResponses(400, 401, 403, 404);

  app.get(
    '/api/admin/liveries',
    { schema: adminListSchema({ tags, query: AdminLiveriesQuerySchema, page: AdminLiveryPageSchema }) },
    (req) => liveries.list(req.query),
  );
  app.patch(
    '/api/admin/liveries/:id',
    {
      schema: adminItemChangeSchema({
        tags,
        body: AdminLiveryUpdateSchema,
        item: LiveryListItemSchema,
        errors: writeErrors,
      }),
    },
    async (req) => liveries.update(signedInViewer(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/liveries/bulk',
    { schema: { tags, body: AdminLiveryBulkSchema, response: { 200: BulkResultSchema, ...writeErrors } } },
    async (req) => liveries.bulk(signedInViewer(req), req.body),
  );
});
