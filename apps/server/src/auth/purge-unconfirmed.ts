import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { createUsernameRules } from './username-rules';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes sign-ups never confirmed within the confirmation link's lifetime, at start and hourly:
 * their usernames and addresses are free again, and no list of unconfirmed addresses piles up.
 */
export function registerUnconfirmedSignUpPurge(app: FastifyInstance, db: Db): void {
  const rules = createUsernameRules(db);
  const purge = () =>
    rules
      .purgeExpiredSignUps()
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'removed expired unconfirmed sign-ups');
      })
      .catch((error) => app.log.error({ err: error }, 'could not remove expired unconfirmed sign-ups'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
