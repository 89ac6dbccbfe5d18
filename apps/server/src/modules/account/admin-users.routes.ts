import {
  AdminCreateUserSchema,
  AdminUpdateUserSchema,
  AdminUserBulkSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUsersExportQuerySchema,
  AdminUsersQuerySchema,
  BulkResultSchema,
  IdParamsSchema,
} from '@paddock/contract';
import { z } from 'zod';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminItemChangeSchema, adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createAdminUsersService } from './admin-users.service';

/** User management (admin only). */
export const adminUserRoutes = adminsOnly(async (app) => {
  const users = createAdminUsersService(app.deps);
  const tags = ['admin: users'];
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/api/users',
    { schema: adminListSchema({ tags, query: AdminUsersQuerySchema, page: AdminUserPageSchema }) },
    async (req) => users.list(req.query),
  );
  app.get(
    '/api/users/export.csv',
    {
      schema: {
        tags,
        querystring: AdminUsersExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const csv = await users.exportCsv(req.query);
      return reply
        .header('content-disposition', 'attachment; filename="users.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  app.get(
    '/api/users/admin/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => users.details(req.params.id),
  );
  app.post(
    '/api/users',
    {
      schema: { tags, body: AdminCreateUserSchema, response: { 201: AdminUserDetailSchema, ...writeErrors } },
    },
    async (req, reply) => reply.status(201).send(await users.create(signedInViewer(req), req.body)),
  );
  app.put(
    '/api/users/:id',
    {
      schema: adminItemChangeSchema({
        tags,
        body: AdminUpdateUserSchema,
        item: AdminUserDetailSchema,
        errors: writeErrors,
      }),
    },
    async (req) => users.update(signedInViewer(req), req.params.id, req.body),
  );
  app.delete(
    '/api/users/:id',
    {
      schema: { tags, params: IdParamsSchema, response: { 204: z.null().describe('Deleted'), ...writeErrors } },
    },
    async (req, reply) => {
      await users.remove(signedInViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/users/bulk',
    { schema: { tags, body: AdminUserBulkSchema, response: { 200: BulkResultSchema, ...writeErrors } } },
    async (req) => users.bulk(signedInViewer(req), req.body),
  );
});
