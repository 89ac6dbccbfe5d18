import { NOTIFICATION_LINK_TARGETS, NOTIFICATION_RULES } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Mailer } from '../../mail/mailer';
import type { BackgroundJob } from '../../plugins/lifecycle';
import { createDigestRepository } from './digest.repository';
import { digestEmail } from './digest-email';
import { createNotificationsRepository } from './notifications.repository';
import { toNotification } from './notifications.service';
import { unsubscribeToken } from './unsubscribe-token';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Members mailed per run at most; the hourly runs work off the rest. */
const DIGESTS_PER_RUN = 200;

export interface DigestDeps {
  db: Db;
  dialect: Dialect;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
}

/**
 * Mails each opted-in member with unread notifications since their last digest, at most once a
 * day. Each digest is claimed (last_digest_at moved) before its mail goes, so two runs or
 * instances never send it twice; a failed send gives the claim back. `now` is a parameter so tests
 * can move the clock. Returns how many digests were sent.
 */
export async function sendDailyDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const { db, dialect, mailer, log } = deps;
  const digests = createDigestRepository(db.kysely, dialect);
  const notifications = createNotificationsRepository(db.kysely, dialect);
  const due = await digests.due(new Date(now.getTime() - DAY_MS + HOUR_MS / 2), DIGESTS_PER_RUN);
  let sent = 0;
  for (const member of due) {
    if (!(await digests.claim(member.userId, member.lastDigestAt, now))) continue;
    const since = member.lastDigestAt === null ? null : new Date(member.lastDigestAt);
    try {
      const [rows, total] = await Promise.all([
        notifications.unreadSince(member.userId, since, NOTIFICATION_RULES.digestItemsMax),
        notifications.count(member.userId, true, since),
      ]);
      const token = unsubscribeToken(deps.secret, member.userId);
      const unsubscribeUrl = `${deps.publicUrl}${NOTIFICATION_LINK_TARGETS.unsubscribe}?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: member.email,
        ...digestEmail({
          username: member.username,
          items: rows.map(toNotification),
          total,
          notificationsUrl: `${deps.publicUrl}${NOTIFICATION_LINK_TARGETS.notifications}`,
          unsubscribeUrl,
        }),
      });
      sent += 1;
    } catch (error) {
      log.error({ err: error, userId: member.userId }, 'could not send the daily digest');
      await digests.release(member.userId, member.lastDigestAt);
    }
  }
  return sent;
}

/** Looks for due digests hourly: each member gets theirs about a day after the last. */
export function dailyDigestJob(deps: DigestDeps): BackgroundJob {
  return {
    name: 'daily-digest',
    everyMs: HOUR_MS,
    startInBackground: true,
    failure: 'could not send the daily digests',
    async run() {
      const sent = await sendDailyDigests(deps);
      if (sent > 0) deps.log.info({ sent }, 'daily digests sent');
    },
  };
}
