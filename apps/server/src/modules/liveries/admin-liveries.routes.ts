import {
  AdminLiveriesQuerySchema,
  AdminLiveryBulkSchema,
  AdminLiveryPageSchema,
  AdminLiveryUpdateSchema,
  BulkResultSchema,
  IdParamsSchema,
  LiveryListItemSchema,
} from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { createAdminLiveriesService } from './admin-liveries.service';

/** Livery management (admin only). Single deletion stays DELETE /api/liveries/{id}. */
export function registerAdminLiveryRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const liveries = createAdminLiveriesService(deps);
  const admin = { onRequest: guards.requireAdmin };
  const tags = ['admin: liveries'];
  const writeErrors = errorResponses(400, 401, 403, 404);

  app.get(
    '/api/admin/liveries',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminLiveriesQuerySchema,
        response: { 200: AdminLiveryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (req) => liveries.list(req.query),
  );
  app.patch(
    '/api/admin/liveries/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminLiveryUpdateSchema,
        response: { 200: LiveryListItemSchema, ...writeErrors },
      },
    },
    async (req) => liveries.update(await guards.requireAdminViewer(req), req.params.id, req.body),
  );
  app.post(
    '/api/admin/liveries/bulk',
    { ...admin, schema: { tags, body: AdminLiveryBulkSchema, response: { 200: BulkResultSchema, ...writeErrors } } },
    async (req) => liveries.bulk(await guards.requireAdminViewer(req), req.body),
  );
}
