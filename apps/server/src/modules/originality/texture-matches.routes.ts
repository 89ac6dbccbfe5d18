import { TextureMatchesRequestSchema, TextureMatchesSchema } from '@paddock/contract';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { withRetryAfter } from '../../rate-limit/member-rate-limit';
import { createTextureMatchRateLimit } from './texture-match-rate-limit';
import { createTextureMatchesService } from './texture-matches.service';

/** The upload page's pre-publish check (issue 36 point 3): which liveries a texture is close to. */
export const textureMatchRoutes = membersOnly(async (app) => {
  const { db, storage, redis, log } = app.deps;
  const service = createTextureMatchesService(db, storage, createTextureMatchRateLimit(redis, log));
  app.post(
    '/api/originality/matches',
    {
      schema: {
        tags: ['originality'],
        description:
          'The liveries of other members whose texture is within the near-copy distance of `textureHash` (the 64-bit hash of customskin.tga, computed as the contract’s texture-fingerprint.ts does), nearest first, at most 5; the caller’s own liveries never count. With `liveryId` (a new version of the caller’s livery), only what would open a possible-copy case for that livery: liveries uploaded before it, less the original it declares as based on when its author allows derivatives, less pairs an admin already judged (404 for no such livery, 403 for another member’s). Limited per minute and per day for each member (429 with Retry-After).',
        body: TextureMatchesRequestSchema,
        response: { 200: TextureMatchesSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (req, reply) =>
      service.matches(signedInViewer(req), req.body.textureHash, req.body.liveryId).catch(withRetryAfter(reply)),
  );
});
