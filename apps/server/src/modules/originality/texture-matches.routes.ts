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
          'The liveries of other members whose texture is within the near-copy distance of `textureHash` (the 64-bit hash of customskin.tga, computed as the contract’s texture-fingerprint.ts does), nearest first, at most 5; the caller’s own liveries never count. Limited per minute and per day for each member (429 with Retry-After).',
        body: TextureMatchesRequestSchema,
        response: { 200: TextureMatchesSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) => service.matches(signedInViewer(req), req.body.textureHash).catch(withRetryAfter(reply)),
  );
});
