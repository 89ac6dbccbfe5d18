import { CurrentUserSchema, SessionStateSchema, StorageUsageSchema } from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { readStorageUsage } from '../liveries/upload/upload-allowance';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guards, db, config } = app.deps;

  app.register(
    membersOnly(async (member) => {
      member.get(
        '/api/users/me',
        {
          schema: { tags: ['users'], response: { 200: CurrentUserSchema, ...errorResponses(401, 403) } },
        },
        async (req) => {
          const { id, username, email, role } = signedInViewer(req);
          return { id, username, email, role };
        },
      );

      member.get(
        '/api/users/me/storage',
        {
          config: { tokenScope: 'read' },
          schema: {
            tags: ['users'],
            description:
              "The signed-in member's stored bytes (livery zips, screenshots and thumbnails) and storage quota; quotaBytes is null for admins, who have none.",
            response: { 200: StorageUsageSchema, ...errorResponses(401, 403) },
          },
        },
        async (req) => readStorageUsage(db.kysely, config, signedInViewer(req)),
      );
    }),
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
};
