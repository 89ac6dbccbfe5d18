import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Set-Cookie headers of a session that better-auth extended while a request was being answered
 * (its sliding refresh, guards.ts), to go out with that request's answer. Dropped, the database
 * kept the session for another week while the browser's cookie still ran out a week after sign-in:
 * an active member was signed out mid-visit.
 */
const pending = new WeakMap<FastifyRequest, string[]>();

export function keepRefreshedCookies(request: FastifyRequest, cookies: readonly string[]): void {
  if (cookies.length > 0) pending.set(request, [...(pending.get(request) ?? []), ...cookies]);
}

/** Sends the kept cookies with every answer, pages (the not-found handler) included. */
export function sendRefreshedCookies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const cookies = pending.get(request);
    // Fastify appends Set-Cookie values to any the answer already has.
    if (cookies) reply.header('set-cookie', cookies);
    done(null, payload);
  });
}
