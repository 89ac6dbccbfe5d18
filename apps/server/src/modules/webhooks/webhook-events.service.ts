import type { WebhookEvent } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { createWebhooksRepository, type LiveryFacts } from './webhooks.repository';

/** What happened to a livery that webhooks report. */
export type LiveryWebhookEvent =
  | { kind: 'livery.published'; liveryId: number }
  | { kind: 'livery.version'; liveryId: number; versionNumber: number }
  | { kind: 'livery.removed'; liveryId: number };

/** The facts stored with a delivery (JSON): what the body is made of when it is sent. */
export interface StoredPayload {
  livery: Omit<LiveryFacts, 'uploaderId'> | null;
}

/**
 * Queues a delivery for every enabled webhook the event concerns, in the CALLER's transaction, so
 * a rolled-back upload posts nothing and a committed one cannot be lost; the delivery job sends
 * them. Call it before a removed livery's rows go: its collections are found through its entries.
 * A new livery reaches its uploader's own webhooks; a new version those and the webhooks of every
 * collection holding it; a removal the collections' ones.
 */
export async function recordWebhookEvent(
  trx: Kysely<Database>,
  kind: DatabaseKind,
  event: LiveryWebhookEvent,
): Promise<void> {
  const webhooks = createWebhooksRepository(trx, kind);
  const facts = await webhooks.liveryFacts(
    event.liveryId,
    event.kind === 'livery.version' ? event.versionNumber : undefined,
  );
  if (!facts) return;
  const { uploaderId, ...livery } = facts;
  const ids = await webhooks.concerned(event.liveryId, {
    collections: event.kind !== 'livery.published',
    creatorId: event.kind === 'livery.removed' ? null : uploaderId,
  });
  await queueDeliveries(trx, kind, ids, event.kind, { livery });
}

/** Pending deliveries of one event to `webhookIds`, due at once. */
export function queueDeliveries(
  trx: Kysely<Database>,
  kind: DatabaseKind,
  webhookIds: readonly number[],
  event: WebhookEvent,
  payload: StoredPayload,
): Promise<number[]> {
  return createWebhookDeliveriesRepository(trx, kind).insert(webhookIds, event, JSON.stringify(payload), new Date());
}

/** An account being anonymized: its webhooks and what they had to send go, in the caller's transaction. */
export async function removeWebhooksOf(trx: Kysely<Database>, kind: DatabaseKind, userId: number): Promise<void> {
  await createWebhooksRepository(trx, kind).removeAllOf(userId);
}

/** A member's webhooks in their data export: full addresses (theirs), never the signing secrets. */
export async function exportWebhooksOf(db: Kysely<Database>, kind: DatabaseKind, userId: number) {
  const rows = await createWebhooksRepository(db, kind).listAllOf(userId);
  return rows.map((w) => ({
    id: w.id,
    collectionId: w.collection_id,
    url: w.url,
    enabled: Boolean(w.enabled),
    createdAt: toIso(w.created_at),
  }));
}
