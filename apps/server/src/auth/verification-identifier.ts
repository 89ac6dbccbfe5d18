import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/**
 * Marks a stored hash. better-auth's tokens are alphanumeric, so no real token holds it.
 * better-auth also looks a token up as given (for rows stored before hashing was on), so without
 * this mark the stored hash itself would work as a reset token; the guard below refuses it.
 */
const HASH_MARK = '~';

/**
 * better-auth keeps one-time values (a reset link's token: `reset-password:<token>`) in the
 * verification table. Stored as they are, a copy of the database would hand out working reset
 * links. With this as `verification.storeIdentifier`, better-auth stores and looks up
 * `reset-password:~<SHA-256 of the token>` instead. The prefix stays readable, so our own queries
 * (every reset link of a member: `reset-password:%` and the user id) keep working; the token is
 * random (24 characters of 62), so an unsalted hash cannot be reversed by guessing. Rows written
 * before this (plain tokens, one hour at most) are still found: better-auth falls back to the
 * plain identifier when the hashed one has no row.
 */
export async function hashVerificationIdentifier(identifier: string): Promise<string> {
  const colon = identifier.indexOf(':');
  const prefix = colon === -1 ? '' : identifier.slice(0, colon + 1);
  const secret = identifier.slice(prefix.length);
  return `${prefix}${HASH_MARK}${createHash('sha256').update(secret).digest('base64url')}`;
}

export const hashedVerificationIdentifiers = { hash: hashVerificationIdentifier };

/** Refuses a reset "token" that is a stored hash, before better-auth's plain fallback can match it. */
export function refuseStoredHashesAsTokens(): BetterAuthPlugin {
  return {
    id: 'paddock-refuse-stored-hashes',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path?.startsWith('/reset-password') ?? false,
          handler: createAuthMiddleware(async (ctx) => {
            const given = [ctx.params?.token, ctx.body?.token, ctx.query?.token];
            if (given.some((token) => typeof token === 'string' && token.includes(HASH_MARK))) {
              throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'Invalid token' });
            }
          }),
        },
      ],
    },
  };
}
