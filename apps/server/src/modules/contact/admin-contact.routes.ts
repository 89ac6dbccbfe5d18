import {
  AdminContactMessageSchema,
  AdminContactPageSchema,
  AdminContactQuerySchema,
  ContactStatusUpdateSchema,
  IdParamsSchema,
} from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { createAdminContactService } from './admin-contact.service';

export function registerAdminContactRoutes(fastify: FastifyInstance, { db, guards }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const inbox = createAdminContactService(db);
  const admin = { onRequest: guards.requireAdmin };
  const tags = ['admin: contact'];
  app.get(
    '/api/contact-messages',
    {
      ...admin,
      schema: {
        tags,
        querystring: AdminContactQuerySchema,
        response: { 200: AdminContactPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return inbox.list(req.query);
    },
  );
  app.patch(
    '/api/contact-messages/:id',
    {
      ...admin,
      schema: {
        tags,
        params: IdParamsSchema,
        body: ContactStatusUpdateSchema,
        response: { 200: AdminContactMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => inbox.setStatus(await guards.requireAdminViewer(req), req.params.id, req.body.status),
  );
}
