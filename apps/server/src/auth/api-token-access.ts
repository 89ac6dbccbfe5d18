import { createHash, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, type ApiTokenScope, MESSAGES } from '@paddock/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { createDialect, shownName } from '../db/dialect';
import { AppError } from '../lib/app-error';
import { createApiTokensRepository } from '../modules/api-tokens/api-tokens.repository';
import { MemberRateLimitedError } from '../rate-limit/member-rate-limit';
import { createWindowCounter, type WindowRule } from '../rate-limit/window-counter';
import { rememberTokenViewer, viewerRole } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope a personal access token needs to call this route. Deny by default: a route that
     * declares none takes no token whatever its scopes (account, password, e-mail, deletion,
     * token management, admin). The one place that reads it is `registerApiTokenAccess`.
     */
    tokenScope?: ApiTokenScope;
  }
}

/** A token is `pdk_` and 32 random bytes in base64url: 256 bits, so its SHA-256 needs no salt. */
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_LIMITS.prefix}[A-Za-z0-9_-]{43}$`);
const BEARER = /^Bearer +(\S+)$/i;
/** last_used_at is written at most this often per token: a token read a thousand times a minute writes once. */
export const LAST_USED_EVERY_MS = 60_000;

export const hashApiToken = (value: string) => createHash('sha256').update(value).digest('hex');

const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const truthy = (value: boolean | number | null) => value === true || value === 1;

/**
 * `Authorization: Bearer pdk_…` on every request, before any route's own guard: the token is
 * found by the hash of its value, refused (401) when unknown, revoked or expired, refused (403)
 * when its member is banned or the route does not declare a scope the token holds, and limited
 * per token on top of the member's own limits. Other bearer values stay session tokens
 * (session-lookup.ts); an Authorization header on the API that is not `Bearer <value>` is a 401.
 */
export function registerApiTokenAccess(
  app: FastifyInstance,
  deps: { db: Db; redis: Redis | null; log: FastifyBaseLogger; perMinute: number },
): void {
  const tokens = createApiTokensRepository(deps.db.kysely, deps.db.kind);
  const dialect = createDialect(deps.db.kind);
  const counter = createWindowCounter(deps.redis, deps.log, 'rl:api-token:');
  const minute: WindowRule = { kind: 'fixed', windowMs: 60_000, cap: deps.perMinute };
  // In-process: which tokens this instance marked used lately, so a burst writes once.
  const touchedAt = new Map<number, number>();

  async function markUsed(tokenId: number, storedAt: Date | string | null, now: number): Promise<void> {
    const last = Math.max(storedAt ? new Date(storedAt).getTime() : 0, touchedAt.get(tokenId) ?? 0);
    if (now - last < LAST_USED_EVERY_MS) return;
    touchedAt.set(tokenId, now);
    if (touchedAt.size > 10_000) touchedAt.clear();
    await tokens.touch(tokenId, dialect.timestamp(new Date(now)));
  }

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    if (header === undefined || !request.url.startsWith('/api/')) return;
    const value = BEARER.exec(header)?.[1];
    if (!value) throw AppError.unauthorized(API_TOKEN_MESSAGES.malformedHeader);
    if (!value.startsWith(API_TOKEN_LIMITS.prefix)) return;
    if (!TOKEN_PATTERN.test(value)) throw AppError.unauthorized(API_TOKEN_MESSAGES.unknown);

    const hash = hashApiToken(value);
    const row = await tokens.findByHash(hash);
    // The lookup is by hash; comparing again in constant time costs nothing and keeps it honest.
    if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash))) {
      throw AppError.unauthorized(API_TOKEN_MESSAGES.unknown);
    }
    if (row.revokedAt) throw AppError.unauthorized(API_TOKEN_MESSAGES.revoked);
    const now = Date.now();
    if (row.expiresAt && new Date(row.expiresAt).getTime() <= now) {
      throw AppError.unauthorized(API_TOKEN_MESSAGES.expired(isoDay(row.expiresAt)));
    }
    if (truthy(row.banned) && (!row.banExpires || new Date(row.banExpires).getTime() > now)) {
      throw AppError.forbidden(MESSAGES.auth.banned, 'BANNED');
    }
    reply.header('cache-control', 'no-store');
    // An unknown path answers its 404, whoever asks.
    if (request.is404) return;
    const needed = request.routeOptions.config.tokenScope;
    if (!needed) throw AppError.forbidden(API_TOKEN_MESSAGES.notAccepted, 'TOKEN_NOT_ACCEPTED');
    if (!row.scopes.split(' ').includes(needed)) {
      throw AppError.forbidden(API_TOKEN_MESSAGES.missingScope(needed), 'TOKEN_SCOPE_MISSING');
    }
    const taken = await counter.hit(`t:${row.tokenId}`, minute, now);
    if (!taken.counted) {
      const seconds = Math.max(1, Math.ceil(taken.msLeft / 1000));
      reply.header('retry-after', String(seconds));
      throw new MemberRateLimitedError('TOKEN_RATE_LIMITED', API_TOKEN_MESSAGES.rateLimited, seconds);
    }
    await markUsed(row.tokenId, row.lastUsedAt, now);
    rememberTokenViewer(request, {
      id: row.id,
      username: shownName(row.displayUsername, row.username, row.name),
      email: row.email,
      role: viewerRole(row.role),
    });
  });
}
