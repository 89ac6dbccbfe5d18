import { NOTIFICATION_RULES } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { BackgroundJob } from '../../plugins/lifecycle';
import { createNotificationEventsRepository, type FanOut } from './notification-events.repository';

/** Events taken per batch; each is its own short transaction, so a batch never holds locks long. */
export const DRAIN_BATCH_SIZE = 100;
/** Batches per run at most: a backlog is worked off over several runs instead of one long one. */
const MAX_BATCHES_PER_RUN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Processed events are kept a week for diagnosis; notifications do not need them. */
const PROCESSED_EVENT_RETENTION_MS = 7 * DAY_MS;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const FAN_OUT: Record<string, FanOut> = {
  'livery-published': 'creator-followers',
  'livery-version': 'livery-followers',
  comment: 'named',
  'report-resolved': 'named',
  'possible-copy': 'named',
};

/**
 * Fans queued events out to their recipients: per event one INSERT … SELECT and the mark, in one
 * transaction (docs/decisions/0008-notification-fan-out.md). Safe to run twice or on two
 * instances at once: the (event, recipient) key and the `processed_at is null` check make a
 * repeated event write nothing. Returns how many events were processed.
 */
export async function drainNotificationEvents(db: Db, dialect: Dialect, batchSize = DRAIN_BATCH_SIZE): Promise<number> {
  let processed = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const events = await createNotificationEventsRepository(db.kysely, dialect).pending(batchSize);
    for (const event of events) {
      await db.kysely.transaction().execute(async (trx) => {
        const repo = createNotificationEventsRepository(trx, dialect);
        // Own keys only: a kind such as 'constructor' must not find Object's prototype.
        const fanOut = Object.hasOwn(FAN_OUT, event.kind) ? FAN_OUT[event.kind] : undefined;
        // An unknown kind (written by a newer version) is marked, not retried forever.
        if (fanOut) await repo.fanOut(event.id, fanOut, event.kind);
        await repo.markProcessed(event.id);
      });
      processed += 1;
    }
    if (events.length < batchSize) break;
  }
  return processed;
}

/** Deletes read notifications past their retention and processed events; returns what went. */
export function pruneNotifications(db: Db, dialect: Dialect, now = new Date()) {
  return createNotificationEventsRepository(db.kysely, dialect).prune(
    new Date(now.getTime() - NOTIFICATION_RULES.readRetentionDays * DAY_MS),
    new Date(now.getTime() - PROCESSED_EVENT_RETENTION_MS),
  );
}

/**
 * The background job: drains the queue every few seconds (a run still going is not doubled) and
 * prunes at most hourly.
 */
export function notificationDrainJob(db: Db, dialect: Dialect, log: FastifyBaseLogger, everyMs = 5000): BackgroundJob {
  let running = false;
  let lastPrune = 0;
  return {
    name: 'notification-drain',
    everyMs,
    startInBackground: true,
    failure: 'could not deliver notifications',
    async run() {
      if (running) return;
      running = true;
      try {
        const count = await drainNotificationEvents(db, dialect);
        if (count > 0) log.debug({ count }, 'notification events fanned out');
        if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = Date.now();
          await pruneNotifications(db, dialect);
        }
      } finally {
        running = false;
      }
    },
  };
}
