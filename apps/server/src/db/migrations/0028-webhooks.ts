import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Webhooks (issue 35 §4). A `webhook` belongs to a member and either to one of their collections
 * (`collection_id`) or to their own liveries (`collection_id` null). A `webhook_delivery` is one
 * POST to make: written in the transaction of the event it reports (an upload rolled back posts
 * nothing), then tried by the delivery job with back-off, as the mail outbox is; the rows kept
 * afterwards are the webhook's delivery log (the last 50).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await t
    .id(db.schema.createTable('webhook'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'integer', (c) => c.references('collection.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    // Sealed with a key derived from AUTH_SECRET (webhook-secret.ts): a database reader cannot sign.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', t.bool, (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  // A member's creator webhooks, and the count under the per-owner limit.
  await db.schema.createIndex('webhook_owner').on('webhook').columns(['owner_id', 'collection_id']).execute();
  // An event's fan-out: the webhooks of the collections holding a livery.
  await db.schema.createIndex('webhook_collection').on('webhook').columns(['collection_id']).execute();

  await t
    .id(db.schema.createTable('webhook_delivery'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhook.id').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    // The facts of the event as they were when it happened (JSON): a removed livery is gone by the time it is sent.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Also the lease of a try in progress, as in mail_outbox.
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('last_attempt_at', t.timestamp)
    .execute();
  // The delivery job's question: which pending rows are due.
  await db.schema
    .createIndex('webhook_delivery_due')
    .on('webhook_delivery')
    .columns(['state', 'next_attempt_at'])
    .execute();
  // A webhook's log, newest first, and its pruning past the last 50.
  await db.schema.createIndex('webhook_delivery_log').on('webhook_delivery').columns(['webhook_id', 'id']).execute();
}
