import {
  IdParamsSchema,
  PossibleCopiesQuerySchema,
  PossibleCopyCaseSchema,
  PossibleCopyPageSchema,
  PossibleCopyResolveSchema,
} from '@paddock/contract';
import { z } from 'zod';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminItemChangeSchema, adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createPossibleCopiesService } from './possible-copies.service';

/** The possible-copy queue (issue 36 point 5, admin only). */
export const adminPossibleCopyRoutes = adminsOnly(async (app) => {
  const cases = createPossibleCopiesService(app.deps);
  const tags = ['admin: originality'];

  app.get(
    '/api/admin/possible-copies',
    { schema: adminListSchema({ tags, query: PossibleCopiesQuerySchema, page: PossibleCopyPageSchema }) },
    (req) => cases.list(req.query),
  );
  app.get(
    '/api/admin/possible-copies/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: PossibleCopyCaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (req) => cases.get(req.params.id),
  );
  app.get(
    '/api/admin/possible-copies/:id/difference.png',
    {
      schema: {
        tags,
        description:
          'The suspected copy’s flat view greyed, with the pixels that differ from the original’s highlighted. 404 when either has no flat view.',
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('image/png'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => reply.type('image/png').send(await cases.difference(req.params.id)),
  );
  app.post(
    '/api/admin/possible-copies/:id/resolve',
    {
      schema: adminItemChangeSchema({
        tags,
        body: PossibleCopyResolveSchema,
        item: PossibleCopyCaseSchema,
        errors: errorResponses(400, 401, 403, 404, 409),
      }),
    },
    (req) => cases.resolve(signedInViewer(req), req.params.id, req.body),
  );
});
