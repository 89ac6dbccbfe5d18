import { ApiTokenListSchema, CreateApiTokenSchema, CreatedApiTokenSchema, IdParamsSchema } from '@paddock/contract';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createApiTokensService } from './api-tokens.service';

const BASE = '/api/users/me/api-tokens';

/**
 * Settings → API tokens. Session only: none of these routes declares a `tokenScope`, so a token
 * can neither list, make nor revoke tokens (api-token-access.ts refuses it before this guard).
 */
export const apiTokenRoutes = membersOnly(async (app) => {
  const tokens = createApiTokensService(app.deps);
  const tags = ['api-tokens'];

  app.get(
    BASE,
    {
      schema: {
        tags,
        description: 'The member’s personal access tokens, newest first: never their values.',
        response: { 200: ApiTokenListSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ tokens: await tokens.list(signedInViewer(req)) }),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        description: `A new token with its scopes and expiry. Its value is in this answer only; the server keeps its SHA-256.`,
        body: CreateApiTokenSchema,
        response: { 201: CreatedApiTokenSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await tokens.create(signedInViewer(req), req.body)),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        description: 'Revokes the token at once: its next request gets a 401 saying it was revoked.',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await tokens.revoke(signedInViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
});
