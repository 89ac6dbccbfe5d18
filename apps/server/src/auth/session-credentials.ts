import type { FastifyRequest } from 'fastify';

// better-auth's session cookie (with or without the __Secure- prefix).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/;

/**
 * Whether the request carries a session (cookie or bearer token), valid or not: what is answered
 * to it may be one member's, so it must not be shared or stored by a cache.
 */
export function hasSessionCredentials(request: FastifyRequest): boolean {
  return SESSION_COOKIE.test(request.headers.cookie ?? '') || Boolean(request.headers.authorization);
}
