import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Viewer } from './guards';
import './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of a members-only or admins-only scope; null elsewhere. Read it with `signedInViewer`. */
    viewer: Viewer | null;
  }
}

type Access = 'member' | 'admin';

/**
 * Routes only signed-in, unbanned members may call: one guard for the whole scope, on request,
 * before the body is parsed or validated (strangers learn nothing and upload nothing). It sets
 * `request.viewer` and marks every answer `no-store`: what a member is answered is their own.
 */
export function membersOnly(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return guarded('member', routes);
}

/** Routes only admins may call; otherwise as `membersOnly` (401 signed out, 403 for a member). */
export function adminsOnly(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return guarded('admin', routes);
}

function guarded(access: Access, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (scope, options) => {
    const { guards } = scope.deps;
    const check = access === 'admin' ? guards.requireAdminViewer : guards.requireViewer;
    // The routes say who may call them (read by the OpenAPI document's security).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access };
    });
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      request.viewer = await check(request);
      reply.header('cache-control', 'no-store');
    });
    await routes(scope, options);
  };
}

/** The viewer the scope's guard let through; only for routes inside `membersOnly` or `adminsOnly`. */
export function signedInViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`${request.routeOptions.url} is not in a members-only or admins-only scope`);
  return request.viewer;
}
