import { CurrentUserSchema } from '@paddock/contract';
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
}
