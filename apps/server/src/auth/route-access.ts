import 'fastify';

/** Who may call a route: anyone, a signed-in member, or an admin. */
export type RouteAccess = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on every route of a `membersOnly` or `adminsOnly` scope by the scope itself (absent:
     * public), so the OpenAPI document's `security` follows the guard that really runs. A route's
     * token scope (`tokenScope`, api-token-access.ts) is read by the token guard and by the
     * document alike: the one place a route says a personal access token may call it.
     */
    access?: RouteAccess;
  }
}
