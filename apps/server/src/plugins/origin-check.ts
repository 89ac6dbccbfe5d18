import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookie-authenticated writes from other sites are refused (DESIGN §6, ASVS V3 CSRF): a browser
 * always sends `Origin` on a cross-origin POST/PUT/PATCH/DELETE, so a write that carries a cookie
 * and a foreign (or `null`) origin is a forged request. better-auth checks its own endpoints; this
 * covers the rest of the API. Bearer-token clients and requests without cookies are not affected.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.headers.cookie) return;
    if (request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !trusted.has(origin)) || crossSite) {
      throw AppError.forbidden('This request came from another site and was refused.', 'INVALID_ORIGIN');
    }
  });
}
