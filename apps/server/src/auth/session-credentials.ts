import type { FastifyRequest } from 'fastify';

/**
 * Whether the request carries a session (cookie or bearer token), valid or not: what is answered
 * to it may be one member's, so it must not be shared or stored by a cache. The one test for it,
 * for API answers, the micro-cache and pages alike.
 *
 * Wider than the session lookup on purpose: the lookup trims a cookie's name before comparing it
 * (as better-call does), so `paddock.session_token =…` signs a member in, and an exact match here
 * took that member's answer for an anonymous one. Any cookie whose name holds `session_token`
 * counts; a false alarm costs only a cache miss.
 */
export function hasSessionCredentials(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || (request.headers.cookie ?? '').includes('session_token');
}
