import { CurrentUserSchema, SessionStateSchema, StorageUsageSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';
import { readStorageUsage } from '../liveries/upload/upload-allowance';

export function registerUserRoutes(fastify: FastifyInstance, { guards, db, config }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/users/me',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['users'], response: { 200: CurrentUserSchema, ...errorResponses(401, 403) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, username, email, role } = await guards.requireViewer(req);
      return { id, username, email, role };
    },
  );

  app.get(
    '/api/users/me/storage',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['users'],
        description:
          "The signed-in member's stored bytes (livery zips, screenshots and thumbnails) and storage quota; quotaBytes is null for admins, who have none.",
        response: { 200: StorageUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return readStorageUsage(db.kysely, config, await guards.requireViewer(req));
    },
  );

  // The web app asks this on every start; answering 200 for visitors keeps a signed-out page free
  // of failed requests. A banned member still gets 403 so the app can say why.
  app.get(
    '/api/session',
    { schema: { tags: ['users'], response: { 200: SessionStateSchema, ...errorResponses(403) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await guards.viewerOf(req);
      if (!viewer) return { user: null };
      const { id, username, email, role } = viewer;
      return { user: { id, username, email, role } };
    },
  );
}
