import { createHash } from 'node:crypto';
import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, SIGN_IN_THROTTLE } from '@paddock/contract';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/database';
import type { FailureCounter } from '../rate-limit/failure-counter';
import { createAccountLookupRepository } from './account-lookup.repository';

const WINDOW_MS = SIGN_IN_THROTTLE.windowSeconds * 1000;

export const SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);

/** Seconds an account must wait after `failures` failures in the window (0: none). */
export function throttleDelaySeconds(failures: number): number {
  const over = failures - SIGN_IN_THROTTLE.freeFailures;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_THROTTLE.firstDelaySeconds * 2 ** over, SIGN_IN_THROTTLE.maxDelaySeconds);
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40);

/**
 * Growing delays for failed sign-ins per ACCOUNT, whatever address they come from (the per-address
 * limits stay). A known account is counted by its id, so its e-mail and its username share one
 * count; a name nobody holds is counted by that name, and waits exactly as long, so the throttle
 * says nothing about which accounts exist. Keys are hashed: the store never holds an address.
 */
export function createSignInThrottle(db: Db, counter: FailureCounter, now: () => number = () => Date.now()) {
  const lookup = createAccountLookupRepository(db);

  async function keyOf(path: string, body: Record<string, unknown>): Promise<string | null> {
    if (path === '/sign-in/email' && typeof body.email === 'string') {
      const email = body.email.trim().toLowerCase();
      const id = await lookup.userIdByEmail(email);
      return hashed(id !== undefined ? `user:${id}` : `email:${email}`);
    }
    if (path === '/sign-in/username' && typeof body.username === 'string') {
      const name = body.username.normalize('NFKC').trim().toLowerCase();
      const id = await lookup.userIdByUsername(name);
      return hashed(id !== undefined ? `user:${id}` : `username:${name}`);
    }
    return null;
  }

  return {
    keyOf,

    /** Refuses (429, Retry-After) while the account still has to wait. */
    async check(key: string): Promise<void> {
      const at = now();
      const state = await counter.peek(key, at, WINDOW_MS);
      if (!state) return;
      const waitMs = state.lastAt + throttleDelaySeconds(state.count) * 1000 - at;
      if (waitMs <= 0) return;
      const seconds = Math.ceil(waitMs / 1000);
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: AUTH_ERROR_CODES.signInThrottled, message: ACCOUNT_SERVER_MESSAGES.signInThrottled(seconds) },
        { 'X-Retry-After': String(seconds) },
      );
    },

    async failed(key: string): Promise<void> {
      await counter.record(key, now(), WINDOW_MS);
    },

    async succeeded(key: string): Promise<void> {
      await counter.clear(key);
    },

    /** A completed password reset proves the owner: their count starts again. */
    async forgetUser(userId: number | string): Promise<void> {
      await counter.clear(hashed(`user:${userId}`));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
