import { MESSAGES, ROLES, type Role } from '@paddock/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { shownName } from '../db/dialect';
import { AppError } from '../lib/app-error';
import type { Auth } from './auth';
import { keepRefreshedCookies } from './refreshed-session-cookies';
import { createSessionRepository } from './session.repository';
import type { SessionLookup, SessionUser } from './session-lookup';

export interface Viewer {
  id: number;
  username: string;
  email: string;
  role: Role;
}

const viewerCache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
/** The member a valid personal access token speaks for, set before any guard runs (api-token-access.ts). */
const tokenViewers = new WeakMap<FastifyRequest, Viewer>();

export function rememberTokenViewer(request: FastifyRequest, viewer: Viewer): void {
  tokenViewers.set(request, viewer);
}

export function viewerRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}

/**
 * Request guards reused by every module. The session is looked up once per request (cookie or
 * `Authorization: Bearer`), always against the database, so bans and role changes apply at once:
 * one session+user query (session-lookup.ts), better-auth itself only when a session is due for
 * its sliding refresh.
 */
export function createGuards(auth: Auth, db: Db, findSessionUser: SessionLookup) {
  /** better-auth's own getSession, for a session due for its sliding refresh; its new cookie goes out with the answer. */
  async function refreshedSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    if (request.headers.authorization) headers.set('authorization', request.headers.authorization);
    const { headers: answered, response: result } = await auth.api.getSession({
      headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    });
    keepRefreshedCookies(request, answered.getSetCookie());
    if (!result) return null;
    const { user } = result;
    return {
      id: Number(user.id),
      username: user.username ?? null,
      displayUsername: user.displayUsername ?? null,
      name: user.name,
      email: user.email,
      role: user.role ?? null,
      banned: Boolean(user.banned),
      banExpires: user.banExpires ? new Date(user.banExpires) : null,
    };
  }

  async function lookup(request: FastifyRequest): Promise<Viewer | null> {
    // A token request is its token's member, whatever cookie comes with it.
    const tokenViewer = tokenViewers.get(request);
    if (tokenViewer) return tokenViewer;
    if (!request.headers.cookie && !request.headers.authorization) return null;
    const found = await findSessionUser(request);
    const user = found === 'refresh' ? await refreshedSessionUser(request) : found;
    if (!user) return null;
    if (user.banned && (!user.banExpires || user.banExpires > new Date())) {
      // A banned member's sessions end the moment they are seen.
      await createSessionRepository(db.kysely).deleteAllOfUser(user.id);
      throw AppError.forbidden(MESSAGES.auth.banned, 'BANNED');
    }
    return {
      id: user.id,
      username: shownName(user.displayUsername, user.username, user.name),
      email: user.email,
      role: viewerRole(user.role),
    };
  }

  /** The signed-in user, or null for anonymous requests. A banned user's request fails with 403. */
  function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    let cached = viewerCache.get(request);
    if (!cached) {
      cached = lookup(request);
      viewerCache.set(request, cached);
    }
    return cached;
  }

  async function requireViewer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await viewerOf(request);
    if (!viewer) throw AppError.unauthorized(MESSAGES.auth.signInRequired);
    return viewer;
  }

  async function requireAdminViewer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await requireViewer(request);
    if (viewer.role !== 'admin') throw AppError.forbidden(MESSAGES.auth.forbidden);
    return viewer;
  }

  return {
    viewerOf,
    /** The member behind a members-only request: signed in and not banned (the scope hooks in route-scopes.ts). */
    requireViewer,
    /** The same, with the admin role. */
    requireAdminViewer,
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** Owners may act on their own things; admins on anyone's. */
export function assertOwnerOrAdmin(viewer: Viewer, ownerId: number | null, message: string): void {
  if (viewer.role === 'admin') return;
  if (ownerId === null || ownerId !== viewer.id) throw AppError.forbidden(message);
}
