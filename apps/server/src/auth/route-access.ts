import 'fastify';

/** Who may call a route: anyone, a signed-in member, or an admin. */
export type RouteAccess = 'public' | 'member' | 'admin';

/** The scopes of a personal access token (issue 35 §3). */
export type TokenScope = 'read' | 'upload' | 'collections';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on every route of a `membersOnly` or `adminsOnly` scope by the scope itself (absent:
     * public), so the OpenAPI document's `security` follows the guard that really runs.
     */
    access?: RouteAccess;
    /**
     * The token scope that lets a personal access token (`Authorization: Bearer`) call this
     * members' route. The one place that decision is made: the document lists `bearerAuth` on the
     * routes that set it, and the token guard reads the same flag. Never on account settings,
     * password, e-mail, deletion or admin routes.
     */
    tokenScope?: TokenScope;
  }
}
