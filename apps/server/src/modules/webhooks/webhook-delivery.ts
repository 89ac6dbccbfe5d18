import {
  collectionSlug,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
} from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import type { Mailer } from '../../mail/mailer';
import { webhookDisabledEmail } from '../../mail/webhook-emails';
import type { BackgroundJob } from '../../plugins/lifecycle';
import type { Storage } from '../../storage/storage';
import { checkWebhookTarget, WebhookTargetError } from './address-guard';
import { displayUrlOf, webhookBody } from './webhook-body';
import { type ClaimedDelivery, createWebhookDeliveriesRepository } from './webhook-deliveries.repository';
import type { StoredPayload } from './webhook-events.service';
import { postToTarget } from './webhook-http';
import { createSecretBox, signatureOf } from './webhook-secret';
import { createWebhooksRepository } from './webhooks.repository';

/** After a failed try: 30 s, 2 min, 10 min, 1 h, 6 h; the delivery is failed after the sixth try. */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 3_600_000, 6 * 3_600_000] as const;
const ROWS_PER_ROUND = 50;
const ERROR_TEXT_MAX = 300;

export interface WebhookDelivererDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<Config, 'webhooks' | 'publicUrl' | 'authSecret'>;
}

/**
 * Sends queued deliveries. A try claims its row with a lease (safe on several instances: one
 * conditional update wins it), checks the address again (a host may resolve elsewhere since it
 * was added), signs and POSTs. A failure waits on WEBHOOK_RETRY_DELAYS_MS; every failed try counts
 * toward turning the webhook off, a success starts the count again.
 */
export function createWebhookDeliverer({ db, storage, mailer, log, config }: WebhookDelivererDeps) {
  const deliveries = createWebhookDeliveriesRepository(db.kysely, db.kind);
  const webhooks = createWebhooksRepository(db.kysely, db.kind);
  const box = createSecretBox(config.authSecret);
  const { timeoutMs, allowPrivate } = config.webhooks;
  // Past the try's own bound, so a crashed try is simply taken again.
  const leaseMs = timeoutMs * 2 + 60_000;

  async function bodyOf(row: ClaimedDelivery): Promise<string> {
    const stored = JSON.parse(row.payload) as StoredPayload;
    const collection = row.collectionId === null ? null : ((await webhooks.collection(row.collectionId)) ?? null);
    const thumbKey = stored.livery?.thumbKey;
    return webhookBody({
      deliveryId: row.id,
      event: row.event as WebhookEvent,
      occurredAt: toIso(row.createdAt),
      stored,
      collection,
      publicUrl: config.publicUrl,
      thumbnailUrl: thumbKey ? await storage.publicUrl(thumbKey).catch(() => null) : null,
    });
  }

  /** One POST; its HTTP status, or what went wrong before any answer. */
  async function post(row: ClaimedDelivery): Promise<{ statusCode: number | null; error: string | null }> {
    const secret = box.open(row.secret);
    if (!secret)
      return {
        statusCode: null,
        error: 'The signing secret cannot be read (AUTH_SECRET changed): add the webhook again.',
      };
    try {
      const target = await checkWebhookTarget(row.url, allowPrivate);
      const body = await bodyOf(row);
      const { statusCode } = await postToTarget(
        target,
        {
          'content-type': 'application/json',
          'user-agent': `Paddock-Webhooks/1 (+${config.publicUrl})`,
          'x-paddock-event': row.event,
          'x-paddock-delivery': String(row.id),
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureOf(secret, Math.floor(Date.now() / 1000), body),
        },
        body,
        timeoutMs,
      );
      return {
        statusCode,
        error: statusCode >= 200 && statusCode < 300 ? null : `The receiver answered HTTP ${statusCode}.`,
      };
    } catch (error) {
      const reason =
        error instanceof WebhookTargetError
          ? `Refused: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      return { statusCode: null, error: reason.slice(0, ERROR_TEXT_MAX) };
    }
  }

  async function turnOff(row: ClaimedDelivery, lastError: string, now: Date): Promise<void> {
    if (!(await webhooks.disable(row.webhookId, WEBHOOK_MESSAGES.disabledAfterFailures))) return;
    await deliveries.failPending(row.webhookId, 'Not sent: the webhook was turned off.', now);
    const owner = await webhooks.ownerContact(row.ownerId);
    if (!owner) return;
    const collection = row.collectionId === null ? null : await webhooks.collection(row.collectionId);
    const manageUrl = collection
      ? `${config.publicUrl}/collections/${collection.id}/${collectionSlug(collection.name)}`
      : `${config.publicUrl}/settings#webhooks`;
    const mail = webhookDisabledEmail(owner.username, displayUrlOf(row.url), lastError, manageUrl);
    await mailer.queue({ to: owner.email, ...mail, link: manageUrl });
    log.warn({ webhookId: row.webhookId }, 'webhook turned off after repeated failures');
  }

  /** One try of a claimed row, and its bookkeeping. */
  async function attempt(row: ClaimedDelivery): Promise<void> {
    const { statusCode, error } = await post(row);
    const now = new Date();
    if (error === null) {
      await deliveries.markDelivered(row.id, statusCode ?? 0, now);
      await deliveries.resetFailures(row.webhookId);
    } else {
      // A test is tried once: its owner is watching and presses the button again.
      const delay = row.event === 'webhook.test' ? undefined : WEBHOOK_RETRY_DELAYS_MS[row.attempts];
      await deliveries.markTryFailed(
        row.id,
        { statusCode, error },
        now,
        delay === undefined ? null : new Date(now.getTime() + delay),
      );
      const failures = await deliveries.countFailure(row.webhookId);
      if (failures >= WEBHOOK_LIMITS.failuresBeforeDisable && row.enabled) await turnOff(row, error, now);
    }
    await deliveries.prune(row.webhookId, WEBHOOK_LIMITS.deliveryLogSize);
  }

  return {
    /** One round: tries every due row once (several instances may run it at once). Returns how many. */
    async deliverDue(now = new Date()): Promise<number> {
      let tried = 0;
      for (const id of await deliveries.dueIds(now, ROWS_PER_ROUND)) {
        const row = await deliveries.claim(id, now, new Date(now.getTime() + leaseMs));
        if (!row) continue;
        await attempt(row);
        tried += 1;
      }
      return tried;
    },
    /** The first try of a delivery just queued (Send test), awaited by the caller. */
    async tryNow(deliveryId: number): Promise<void> {
      const now = new Date();
      const row = await deliveries.claim(deliveryId, now, new Date(now.getTime() + leaseMs));
      if (row) await attempt(row);
    },
  };
}
export type WebhookDeliverer = ReturnType<typeof createWebhookDeliverer>;

/** Tries the due deliveries every WEBHOOK_POLL_MS on every instance; a round still going is not doubled. */
export function webhookDeliveryJob(deliverer: WebhookDeliverer, everyMs: number): BackgroundJob {
  let running = false;
  return {
    name: 'webhook-delivery',
    everyMs,
    startInBackground: true,
    failure: 'could not deliver webhooks',
    async run() {
      if (running) return;
      running = true;
      try {
        await deliverer.deliverDue();
      } finally {
        running = false;
      }
    },
  };
}
