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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { createAdminUsersService } from './admin-users.service';

/** User management (admin only). */
export function registerAdminUserRoutes(fastify: FastifyInstance, deps: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = deps;
  const users = createAdminUsersService(deps);
  const admin = { onRequest: guards.requireAdmin };
  const tags = ['admin: users'];
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/api/users',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return users.list(req.query);
    },
  );
  app.get(
    '/api/users/export.csv',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminUsersExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const csv = await users.exportCsv(req.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  app.get(
    '/api/users/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return users.details(req.params.id);
    },
  );
  app.post(
    '/api/users',
    {
      ...admin,
      schema: { tags, body: AdminCreateUserSchema, response: { 201: AdminUserDetailSchema, ...writeErrors } },
    },
    async (req, reply) => reply.status(201).send(await users.create(await guards.requireAdminViewer(req), req.body)),
  );
  app.put(
    '/api/users/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: AdminUpdateUserSchema,
        response: { 200: AdminUserDetailSchema, ...writeErrors },
      },
    },
    async (req) => users.update(await guards.requireAdminViewer(req), req.params.id, req.body),
  );
  app.delete(
    '/api/users/:id',
    {
      ...admin,
      schema: { tags, params: IdParamsSchema, response: { 204: z.null().describe('Deleted'), ...writeErrors } },
    },
    async (req, reply) => {
      await users.remove(await guards.requireAdminViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/users/bulk',
    { ...admin, schema: { tags, body: AdminUserBulkSchema, response: { 200: BulkResultSchema, ...writeErrors } } },
    async (req) => users.bulk(await guards.requireAdminViewer(req), req.body),
  );
}
