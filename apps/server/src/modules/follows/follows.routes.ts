import { FollowStateSchema, IdParamsSchema } from '@paddock/contract';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import type { FollowTarget } from './follows.repository';
import { createFollowsService } from './follows.service';

/**
 * Follow and unfollow a creator (from the profile) or a livery (from its page), and the viewer's
 * own follow state: a members-only call of its own, so the public profile and livery answers
 * stay the same for everyone and cacheable.
 */
export const followRoutes = membersOnly(async (app) => {
  const follows = createFollowsService(app.deps.db);
  const schema = (errors: number[]) => ({
    tags: ['follows'],
    params: IdParamsSchema,
    response: { 200: FollowStateSchema, ...errorResponses(...errors) },
  });
  const targets: [FollowTarget, string][] = [
    ['creator', '/api/users/:id/follow'],
    ['livery', '/api/liveries/:id/follow'],
  ];
  for (const [target, url] of targets) {
    app.get(url, { schema: schema([400, 401, 403, 404]) }, async (req) =>
      follows.state(target, signedInViewer(req), req.params.id),
    );
    app.post(url, { schema: schema([400, 401, 403, 404]) }, async (req) =>
      follows.follow(target, signedInViewer(req), req.params.id),
    );
    app.delete(url, { schema: schema([400, 401, 403, 404]) }, async (req) =>
      follows.unfollow(target, signedInViewer(req), req.params.id),
    );
  }
});
