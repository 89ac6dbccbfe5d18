import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenInput,
  type CreatedApiToken,
} from '@paddock/contract';
import { hashApiToken } from '../../auth/api-token-access';
import type { Viewer } from '../../auth/guards';
import { toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { createApiTokensRepository } from './api-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type TokenRow = Awaited<ReturnType<ReturnType<typeof createApiTokensRepository>['listOf']>>[number];

const isScope = (value: string): value is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(value);

function toApiToken(row: TokenRow): ApiToken {
  const orNull = (value: Date | string | null) => (value === null ? null : toIso(value));
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.split(' ').filter(isScope),
    hint: row.hint,
    createdAt: toIso(row.created_at),
    expiresAt: orNull(row.expires_at),
    lastUsedAt: orNull(row.last_used_at),
    revokedAt: orNull(row.revoked_at),
  };
}

/** A member's personal access tokens: made, listed and revoked by the member alone, on the website. */
export function createApiTokensService({ db, dialect }: Pick<AppDeps, 'db' | 'dialect'>) {
  const tokens = createApiTokensRepository(db.kysely, db.kind);

  return {
    async list(viewer: Viewer): Promise<ApiToken[]> {
      return (await tokens.listOf(viewer.id)).map(toApiToken);
    },

    /** The new token with its value: the one time the value leaves the server (only its hash is kept). */
    async create(viewer: Viewer, input: CreateApiTokenInput): Promise<CreatedApiToken> {
      const value = `${API_TOKEN_LIMITS.prefix}${randomBytes(32).toString('base64url')}`;
      const now = new Date();
      const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
      // Counted and written in one transaction (SQLite runs them one at a time; PostgreSQL locks
      // the member's row), so two tabs creating at once cannot both take the last place.
      const id = await db.kysely.transaction().execute(async (trx) => {
        const inTrx = createApiTokensRepository(trx, db.kind);
        await inTrx.lockMember(viewer.id);
        if ((await inTrx.countLive(viewer.id, dialect.timestamp(now))) >= API_TOKEN_LIMITS.perMember) {
          throw AppError.conflict(API_TOKEN_MESSAGES.tooMany, 'TOO_MANY_TOKENS');
        }
        const row = {
          userId: viewer.id,
          name: input.name,
          tokenHash: hashApiToken(value),
          hint: value.slice(-4),
          // In the contract's order, whatever order they came in.
          scopes: API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope)).join(' '),
          expiresAt: expiresAt && dialect.timestamp(expiresAt),
        };
        return (await inTrx.insert(row, dialect.timestamp(now))).id;
      });
      const created = (await tokens.listOf(viewer.id)).find((row) => row.id === id);
      if (!created) throw AppError.notFound(API_TOKEN_MESSAGES.notFound);
      return { token: toApiToken(created), value };
    },

    /** Ends the token at once: its next request is a 401 that says it was revoked. */
    async revoke(viewer: Viewer, id: number): Promise<void> {
      if (!(await tokens.revoke(viewer.id, id, dialect.now()))) throw AppError.notFound(API_TOKEN_MESSAGES.notFound);
    },
  };
}
