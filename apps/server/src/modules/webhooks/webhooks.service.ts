import {
  COLLECTION_MESSAGES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookList,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { checkWebhookTarget, WebhookTargetError } from './address-guard';
import { displayUrlOf } from './webhook-body';
import { createWebhookDeliveriesRepository } from './webhook-deliveries.repository';
import type { WebhookDeliverer } from './webhook-delivery';
import { queueDeliveries } from './webhook-events.service';
import { createSecretBox, newWebhookSecret } from './webhook-secret';
import { createWebhooksRepository, type WebhookRow } from './webhooks.repository';

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  collectionId: row.collection_id,
  displayUrl: displayUrlOf(row.url),
  enabled: Boolean(row.enabled),
  disabledReason: row.disabled_reason,
  consecutiveFailures: row.consecutive_failures,
  createdAt: toIso(row.created_at),
});

type LogRow = Awaited<ReturnType<ReturnType<typeof createWebhookDeliveriesRepository>['log']>>[number];
const toDelivery = (row: LogRow): WebhookDelivery => ({
  id: row.id,
  event: row.event as WebhookDelivery['event'],
  state: row.state,
  attempts: row.attempts,
  statusCode: row.status_code,
  error: row.last_error,
  createdAt: toIso(row.created_at),
  lastAttemptAt: row.last_attempt_at ? toIso(row.last_attempt_at) : null,
});

/**
 * A member's webhooks: on a collection they own (`collectionId`) or on their own liveries (null).
 * Another member's webhook is answered 404, as if it did not exist. Addresses are checked when
 * added (https, public) and again before every try.
 */
export function createWebhooksService(
  db: Db,
  deliverer: WebhookDeliverer,
  options: { allowPrivate: boolean; authSecret: string },
) {
  const repo = createWebhooksRepository(db.kysely, db.kind);
  const box = createSecretBox(options.authSecret);

  /** The collection's id when `viewer` owns it: a private one of someone else is 404, a public one 403. */
  async function ownedCollection(viewer: Viewer, collectionId: number): Promise<number> {
    const collection = await repo.collection(collectionId);
    if (!collection || (collection.visibility !== 'public' && collection.ownerId !== viewer.id)) {
      throw AppError.notFound(COLLECTION_MESSAGES.notFound);
    }
    if (collection.ownerId !== viewer.id) throw AppError.forbidden(WEBHOOK_MESSAGES.onlyCollectionOwner);
    return collection.id;
  }

  async function owned(viewer: Viewer, id: number): Promise<WebhookRow> {
    const row = await repo.find(id);
    if (!row || row.owner_id !== viewer.id) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  async function list(viewer: Viewer, collectionId: number | null): Promise<WebhookList> {
    const rows = await repo.list(viewer.id, collectionId);
    const max = collectionId === null ? WEBHOOK_LIMITS.perCreator : WEBHOOK_LIMITS.perCollection;
    return { items: rows.map(toWebhook), max };
  }

  async function create(viewer: Viewer, collectionId: number | null, url: string): Promise<WebhookCreated> {
    try {
      await checkWebhookTarget(url, options.allowPrivate);
    } catch (error) {
      if (error instanceof WebhookTargetError) throw AppError.badRequest(error.message, 'WEBHOOK_URL_REFUSED');
      throw error;
    }
    const secret = newWebhookSecret();
    const row = await db.kysely.transaction().execute(async (trx) => {
      const writes = createWebhooksRepository(trx, db.kind);
      // Held until commit (PostgreSQL): two adds at once cannot both pass the count.
      await writes.lockOwner(viewer.id);
      const max = collectionId === null ? WEBHOOK_LIMITS.perCreator : WEBHOOK_LIMITS.perCollection;
      if ((await writes.count(viewer.id, collectionId)) >= max) {
        const message =
          collectionId === null ? WEBHOOK_MESSAGES.tooManyForCreator : WEBHOOK_MESSAGES.tooManyForCollection;
        throw AppError.conflict(message, 'TOO_MANY_WEBHOOKS');
      }
      return writes.insert({ ownerId: viewer.id, collectionId, url, sealedSecret: box.seal(secret) });
    });
    return { ...toWebhook(row), secret };
  }

  return {
    listForCollection: async (viewer: Viewer, collectionId: number) =>
      list(viewer, await ownedCollection(viewer, collectionId)),
    createForCollection: async (viewer: Viewer, collectionId: number, url: string) =>
      create(viewer, await ownedCollection(viewer, collectionId), url),
    listMine: (viewer: Viewer) => list(viewer, null),
    createMine: (viewer: Viewer, url: string) => create(viewer, null, url),

    async setEnabled(viewer: Viewer, id: number, enabled: boolean): Promise<Webhook> {
      await owned(viewer, id);
      if (enabled) await repo.enable(id);
      else await repo.disable(id, null);
      return toWebhook(await owned(viewer, id));
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      await owned(viewer, id);
      await repo.remove(id);
    },

    async deliveries(viewer: Viewer, id: number): Promise<WebhookDelivery[]> {
      await owned(viewer, id);
      const rows = await createWebhookDeliveriesRepository(db.kysely, db.kind).log(id, WEBHOOK_LIMITS.deliveryLogSize);
      return rows.map(toDelivery);
    },

    /** Queues a test delivery and waits for its one try; the answer is its log row. */
    async sendTest(viewer: Viewer, id: number): Promise<WebhookDelivery> {
      await owned(viewer, id);
      const [deliveryId] = await queueDeliveries(db.kysely, db.kind, [id], 'webhook.test', { livery: null });
      if (deliveryId === undefined) throw new Error('the test delivery was not written');
      await deliverer.tryNow(deliveryId);
      const rows = await createWebhookDeliveriesRepository(db.kysely, db.kind).log(id, WEBHOOK_LIMITS.deliveryLogSize);
      const row = rows.find((r) => r.id === deliveryId);
      if (!row) throw new Error('the test delivery is gone');
      return toDelivery(row);
    },
  };
}
