import { CurrentUserSchema, SessionStateSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps';
import { errorResponses } from '../../plugins/docs';

export function registerUserRoutes(fastify: FastifyInstance, { guards }: AppDeps): void {
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
