import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { BackgroundJob } from '../plugins/lifecycle';
import { createUsernameRules } from './username-rules';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes sign-ups never confirmed within the confirmation link's lifetime, at start and hourly:
 * their usernames and addresses are free again, and no list of unconfirmed addresses piles up.
 */
export function unconfirmedSignUpPurge(db: Db, log: FastifyBaseLogger): BackgroundJob {
  const rules = createUsernameRules(db);
  return {
    name: 'unconfirmed-sign-up-purge',
    everyMs: HOUR_MS,
    failure: 'could not remove expired unconfirmed sign-ups',
    async run() {
      const count = await rules.purgeExpiredSignUps();
      if (count > 0) log.info({ count }, 'removed expired unconfirmed sign-ups');
    },
  };
}
