import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCredentials } from '../auth/session-credentials';

/**
 * Anonymous lists and pages may be kept briefly by browsers and shared caches: a livery edit shows
 * within half a minute, and a stale copy can be served while a fresh one is fetched.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
/** Signed-in answers carry the member's own state (isFavoritedByCurrentUser): never shared, never stored. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Caching headers for a public GET: `Cache-Control` and an ETag of the body for anonymous callers,
 * answering 304 when the caller already holds that body; private and unstored for anyone who may
 * be signed in. `Vary` tells shared caches the two never stand in for each other.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  reply.header('vary', 'Cookie, Authorization');
  if (hasSessionCredentials(request)) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return body;
  }
  // The route's own serializer (its response schema, then JSON), run once: the ETag is the hash
  // of the very bytes sent.
  const payload = reply.serialize(body) as string;
  const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  reply.header('etag', etag);
  if (etagMatches(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(payload);
}

/** The caller already holds the body of this ETag (`If-None-Match`, weak or strong). */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  return Boolean(held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));
}
