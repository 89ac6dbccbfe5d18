import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Auth } from './auth';
import { createSessionRepository } from './session.repository';

/** The signed-in user as the session row and its user row say, read in one query. */
export interface SessionUser {
  id: number;
  username: string | null;
  displayUsername: string | null;
  name: string;
  email: string;
  role: string | null;
  banned: boolean;
  banExpires: Date | null;
}

// better-call signs a cookie value as `value.base64(HMAC-SHA256(secret, value))`: 44 characters
// ending in "=".
const SIGNATURE_LENGTH = 44;

/**
 * Finds the session of a request the way better-auth's getSession does (session cookie, or
 * `Authorization: Bearer` through the bearer plugin; signatures checked with the auth secret; no
 * cookie cache), but with one session+user query instead of its adapter round trips. A session
 * that is due for better-auth's sliding refresh goes through better-auth itself, so expiry
 * extension stays its job; an expired one is deleted and refused, as better-auth does, and so is
 * one older than `maxAgeMs` since sign-in, whatever its sliding expiry says.
 */
export function createSessionLookup(auth: Auth, db: Db, { maxAgeMs }: { maxAgeMs: number }) {
  const context = auth.$context;

  function signatureMatches(secret: string, value: string, signature: string): boolean {
    const expected = createHmac('sha256', secret).update(value).digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * better-auth's bearer plugin with `requireSignature`: the token must carry the session cookie's
   * signature. A bare token, as stored in `session.token`, is refused: a copy of the database must
   * not open accounts (decision 0007).
   */
  function bearerToken(header: string | undefined, secret: string): string | null {
    if (header?.slice(0, 7).toLowerCase() !== 'bearer ') return null;
    let token = header.slice(7).trim();
    if (!token.includes('.')) return null;
    if (token.includes('%')) token = safeDecode(token);
    const [value = '', signature = ''] = token.split('.');
    try {
      return signatureMatches(secret, value, signature) ? value : null;
    } catch {
      return null;
    }
  }

  /** better-call's getSignedCookie: the first cookie of that name, its signature verified. */
  function cookieToken(header: string | undefined, name: string, secret: string): string | null {
    const raw = header ? firstCookie(header, name) : undefined;
    if (!raw) return null;
    const at = raw.lastIndexOf('.');
    if (at < 1) return null;
    const value = raw.slice(0, at);
    const signature = raw.slice(at + 1);
    if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
    return signatureMatches(secret, value, signature) ? value : null;
  }

  const sessions = createSessionRepository(db.kysely);

  /**
   * The session's user, null when there is no valid session, or "refresh" when better-auth should
   * answer (it extends the session's expiry).
   */
  return async function lookup(request: FastifyRequest): Promise<SessionUser | null | 'refresh'> {
    const ctx = await context;
    const token =
      bearerToken(request.headers.authorization, ctx.secret) ??
      cookieToken(request.headers.cookie, ctx.authCookies.sessionToken.name, ctx.secret);
    if (!token) return null;
    const row = await sessions.findByToken(token);
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt).getTime();
    const now = Date.now();
    if (expiresAt < now || hasOutlived(row.createdAt, maxAgeMs, now)) {
      await sessions.deleteByToken(token);
      return null;
    }
    const { expiresIn, updateAge } = ctx.sessionConfig;
    if (expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return 'refresh';
    return {
      id: Number(row.id),
      username: row.username,
      displayUsername: row.displayUsername,
      name: row.name,
      email: row.email,
      role: row.role,
      banned: row.banned === true || row.banned === 1,
      banExpires: row.banExpires ? new Date(row.banExpires) : null,
    };
  };
}

export type SessionLookup = ReturnType<typeof createSessionLookup>;

/**
 * A session token as a bearer client holds it: signed like the session cookie
 * (`token.base64(HMAC-SHA256(secret, token))`), what sign-in answers in `set-auth-token`.
 */
export function signedSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
}

/** A session past its absolute lifetime: signed in `maxAgeMs` or longer ago. */
export function hasOutlived(createdAt: Date | string | number, maxAgeMs: number, now = Date.now()): boolean {
  return new Date(createdAt).getTime() + maxAgeMs <= now;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Cookie parsing as better-call does it: first occurrence wins, quotes stripped, URI-decoded. */
function firstCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    return safeDecode(value);
  }
  return undefined;
}
