import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { createDialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** A delivery taken for one try, with what the try needs of its webhook. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  event: string;
  payload: string;
  attempts: number;
  createdAt: Date | string;
  url: string;
  secret: string;
  enabled: boolean | number;
  ownerId: number;
  collectionId: number | null;
}

/**
 * The deliveries' SQL: an outbox like `mail_outbox` (a try holds its row by moving
 * `next_attempt_at` to the end of its lease), whose finished rows are the webhook's log.
 */
export function createWebhookDeliveriesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const at = (date: Date) => createDialect(kind).timestamp(date);

  /** Takes a row for one try when it is still pending and due; undefined when another instance has it. */
  async function claim(id: number, now: Date, leaseUntil: Date): Promise<ClaimedDelivery | undefined> {
    const taken = await db
      .updateTable('webhook_delivery')
      .set({ next_attempt_at: at(leaseUntil) })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', at(now))
      .returning('id')
      .executeTakeFirst();
    if (!taken) return undefined;
    return db
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', 'w.id', 'd.webhook_id')
      .select([
        'd.id',
        'd.webhook_id as webhookId',
        'd.event',
        'd.payload',
        'd.attempts',
        'd.created_at as createdAt',
        'w.url',
        'w.secret',
        'w.enabled',
        'w.owner_id as ownerId',
        'w.collection_id as collectionId',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  return {
    claim,

    /** New pending rows, one per webhook, due at `dueAt` (the caller's transaction: the event's). */
    async insert(webhookIds: readonly number[], event: string, payload: string, dueAt: Date): Promise<number[]> {
      if (webhookIds.length === 0) return [];
      const rows = await db
        .insertInto('webhook_delivery')
        .values(webhookIds.map((id) => ({ webhook_id: id, event, payload, next_attempt_at: at(dueAt) })))
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Ids of due rows, oldest first. Each is then claimed by one atomic conditional update just
     * before its try (of several instances, one wins it), so a row whose webhook was turned off
     * meanwhile, and failed with it, is not tried.
     */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const due = await db
        .selectFrom('webhook_delivery')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', at(now))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      return due.map((r) => r.id);
    },

    async markDelivered(id: number, statusCode: number, now: Date): Promise<void> {
      await db
        .updateTable('webhook_delivery')
        .set((eb) => ({
          state: 'delivered',
          attempts: eb('attempts', '+', 1),
          status_code: statusCode,
          last_error: null,
          last_attempt_at: at(now),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A failed try: the row waits until `retryAt`, or is failed for good without one. */
    async markTryFailed(
      id: number,
      failure: { statusCode: number | null; error: string },
      now: Date,
      retryAt: Date | null,
    ) {
      await db
        .updateTable('webhook_delivery')
        .set((eb) => ({
          state: retryAt ? 'pending' : 'failed',
          attempts: eb('attempts', '+', 1),
          status_code: failure.statusCode,
          last_error: failure.error,
          last_attempt_at: at(now),
          next_attempt_at: at(retryAt ?? now),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The webhook's failure count after one more failed try. */
    async countFailure(webhookId: number): Promise<number> {
      const row = await db
        .updateTable('webhook')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', webhookId)
        .returning('consecutive_failures')
        .executeTakeFirst();
      return Number(row?.consecutive_failures ?? 0);
    },

    async resetFailures(webhookId: number): Promise<void> {
      await db.updateTable('webhook').set({ consecutive_failures: 0 }).where('id', '=', webhookId).execute();
    },

    /** A webhook turned off: what it still had to send is failed with `error`, not sent later. */
    async failPending(webhookId: number, error: string, now: Date): Promise<void> {
      await db
        .updateTable('webhook_delivery')
        .set({ state: 'failed', last_error: error, next_attempt_at: at(now) })
        .where('webhook_id', '=', webhookId)
        .where('state', '=', 'pending')
        .execute();
    },

    /** The newest `limit` deliveries of a webhook, its log. */
    log: (webhookId: number, limit: number) =>
      db
        .selectFrom('webhook_delivery')
        .select(['id', 'event', 'state', 'attempts', 'status_code', 'last_error', 'created_at', 'last_attempt_at'])
        .where('webhook_id', '=', webhookId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Finished deliveries older than the webhook's newest `keep` go: the log stays its last ones. */
    async prune(webhookId: number, keep: number): Promise<void> {
      const boundary = await db
        .selectFrom('webhook_delivery')
        .select('id')
        .where('webhook_id', '=', webhookId)
        .orderBy('id', 'desc')
        .offset(keep - 1)
        .limit(1)
        .executeTakeFirst();
      if (!boundary) return;
      await db
        .deleteFrom('webhook_delivery')
        .where('webhook_id', '=', webhookId)
        .where('id', '<', boundary.id)
        .where('state', '<>', 'pending')
        .execute();
    },
  };
}
export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
