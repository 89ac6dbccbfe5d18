import { hasControlCharacters, TEXT_MESSAGES } from '@paddock/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { toApiError } from './auth-errors';
import { answersWithoutTokens, readsSessions, SESSION_SECRET_HEADERS, withoutSessionSecrets } from './session-answers';
import type { SessionLookup } from './session-lookup';

/**
 * The better-auth endpoints the site uses. Everything else better-auth offers (its admin API,
 * impersonation, account deletion, user updates) stays unreachable over HTTP: those actions go
 * through our own modules, which apply the site's rules and write audit events.
 */
export const EXPOSED = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-in/username',
  'POST /sign-out',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
  'GET /list-sessions',
  'POST /revoke-other-sessions',
]);

function exposedKey(method: string, path: string): string {
  const normalised = path.startsWith('/reset-password/') ? '/reset-password/:token' : path;
  return `${method} ${normalised}`;
}

/**
 * better-auth's link endpoints take text from the URL (?token, ?callbackURL, /reset-password/:token)
 * without our zod schemas; the same rule as for every other URL parameter (urlParams in the
 * contract) applies: no control characters, a 400 naming the parameter.
 */
function rejectControlCharacters(url: URL, subPath: string): void {
  const named: [string, string][] = [...url.searchParams];
  if (subPath.startsWith('/reset-password/')) {
    const token = subPath.slice('/reset-password/'.length);
    named.push(['token', safeDecode(token)]);
  }
  for (const [name, value] of named) {
    if (hasControlCharacters(value)) {
      throw new AppError(400, 'VALIDATION_FAILED', TEXT_MESSAGES.urlParamControl(name), [
        { path: name, message: TEXT_MESSAGES.urlParamControl(name) },
      ]);
    }
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface AuthRoutesOptions {
  auth: Auth;
  config: Config;
  sessionLookup: SessionLookup;
}

/** `/api/auth/*`: the exposed better-auth endpoints, public (each checks what it needs itself). */
export async function authRoutes(
  app: FastifyInstance,
  { auth, config, sessionLookup }: AuthRoutesOptions,
): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, config.publicUrl);
    const subPath = url.pathname.slice('/api/auth'.length) || '/';
    const routeKey = exposedKey(request.method, subPath);
    if (!EXPOSED.has(routeKey)) {
      throw AppError.notFound(`No route for ${request.method} ${url.pathname}.`);
    }
    rejectControlCharacters(url, subPath);

    // better-auth knows only the sliding expiry: our lookup first deletes a session past its
    // absolute lifetime (or expired), so better-auth finds none.
    if (request.headers.cookie || request.headers.authorization) await sessionLookup(request);

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === CLIENT_IP_HEADER) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set(CLIENT_IP_HEADER, request.ip);
    headers.delete('content-length');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // The body handed on is always JSON (Fastify parsed it, or `{}` when none was sent): say so,
    // or better-auth refuses a bodiless POST (sign-out, revoke-other-sessions) as text/plain.
    if (hasBody) headers.set('content-type', 'application/json');

    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
      }),
    );

    reply.status(response.status);
    const sessionReading = readsSessions(routeKey);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie' || name === 'content-length') continue;
      if (sessionReading && SESSION_SECRET_HEADERS.has(name)) continue;
      reply.header(name, value);
    }
    // better-auth says X-Retry-After; HTTP clients and proxies understand Retry-After.
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (response.status === 429 || (response.status >= 400 && isJson)) {
      const error = toApiError(subPath, response.status, parseJson(text));
      return reply.status(error.status).type('application/json; charset=utf-8').send(error.body);
    }
    if (text.length === 0) return reply.send(null);
    return reply.send(answersWithoutTokens(routeKey) && isJson ? withoutSessionSecrets(text) : text);
  };

  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler, schema: { hide: true } });
}
