import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
  isReservedUsername,
} from '@paddock/contract';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../lib/app-error';
import { createUsernameRepository } from './username.repository';
import { looksReserved, mixesScripts, normaliseUsername, usernameSkeleton } from './username-skeleton';

interface CreatedUser {
  id: string | number;
  displayUsername?: unknown;
  username?: unknown;
  name?: unknown;
  emailVerified?: unknown;
}

/** A sign-up's confirmation link lives this long; an account still unconfirmed after it is purged. */
export const UNCONFIRMED_SIGN_UP_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The rules every new username passes, on sign-up and on a username change: NFKC, no reserved
 * name or look-alike of one, no mix of scripts, no look-alike of another member's name. Only a
 * confirmed account holds its name: an unconfirmed sign-up's name goes to whoever claims it next
 * (the unconfirmed account is removed), so claiming a name says nothing about which e-mail
 * addresses have accounts.
 */
export function createUsernameRules(db: Db) {
  const stamp = (date: Date) => (db.kind === 'postgres' ? date : date.toISOString());
  const repo = createUsernameRepository(db.kysely, (v) => (db.kind === 'postgres' ? v : v ? 1 : 0));

  /** Checks `typed` for `userId` (null: a sign-up); answers the name to store. */
  async function claim(typed: string, userId: number | null): Promise<string> {
    const name = normaliseUsername(typed);
    if (isReservedUsername(name) || looksReserved(name)) {
      throw AppError.badRequest(ACCOUNT_SERVER_MESSAGES.usernameReserved, AUTH_ERROR_CODES.usernameReserved);
    }
    if (mixesScripts(name)) {
      throw AppError.badRequest(ACCOUNT_SERVER_MESSAGES.usernameMixedScripts, AUTH_ERROR_CODES.usernameMixedScripts);
    }
    const holders = await repo.holders(name.toLowerCase(), usernameSkeleton(name), userId);
    const owner = holders.find((h) => h.confirmed);
    if (owner) {
      throw owner.username === name.toLowerCase()
        ? AppError.conflict(ACCOUNT_ERROR_MESSAGES.usernameTaken, AUTH_ERROR_CODES.usernameTaken)
        : AppError.conflict(ACCOUNT_SERVER_MESSAGES.usernameLookAlike, AUTH_ERROR_CODES.usernameLookAlike);
    }
    if (holders.length > 0) await repo.removeUnconfirmed({ ids: holders.map((h) => h.id) });
    return name;
  }

  return {
    claim,

    /** A member renames themselves: the rules, then the name and its skeleton in one write. */
    async change(userId: number, typed: string): Promise<void> {
      const name = await claim(typed, userId);
      try {
        await repo.setUsername(userId, name, usernameSkeleton(name), stamp(new Date()));
      } catch (error) {
        // Two members claiming one name at once: the unique index settles it.
        if (isUniqueViolation(error)) {
          throw AppError.conflict(ACCOUNT_ERROR_MESSAGES.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
        }
        throw error;
      }
    },

    /** Keeps the skeleton of an account better-auth created, and whether it was born confirmed. */
    async created(user: CreatedUser) {
      // The name as shown (its case matters: a capital I looks like an l).
      const name =
        [user.displayUsername, user.username, user.name].find((v): v is string => typeof v === 'string') ?? '';
      await repo.setSkeleton(Number(user.id), usernameSkeleton(name));
      if (user.emailVerified === true) await repo.markConfirmed(Number(user.id), stamp(new Date()));
    },

    async confirmed(userId: string | number): Promise<void> {
      await repo.markConfirmed(Number(userId), stamp(new Date()));
    },

    /** Sign-ups whose link has expired unused: their names and addresses are free again. */
    async purgeExpiredSignUps(now = new Date()): Promise<number> {
      return repo.removeUnconfirmed({ olderThan: stamp(new Date(now.getTime() - UNCONFIRMED_SIGN_UP_LIFETIME_MS)) });
    },
  };
}

export type UsernameRules = ReturnType<typeof createUsernameRules>;

/** The one call of the account settings: a member renames themselves under these rules. */
export function changeUsername(db: Db, userId: number, typed: string): Promise<void> {
  return createUsernameRules(db).change(userId, typed);
}
