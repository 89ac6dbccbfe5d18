import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@paddock/contract';
import type { App } from '../../app';
import type { TestUser } from '../../test/factories';
import type { Received } from '../../test/webhook-receiver';
import { createWebhookDeliverer } from './webhook-delivery';

/** The settings webhook tests run with: a local receiver allowed, short tries, no polling meanwhile. */
export const WEBHOOK_TEST_ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '400',
  // The job runs once at start-up; the tests drive deliveries themselves.
  WEBHOOK_POLL_MS: '3600000',
  UPLOADS_PER_HOUR: '1000',
};

/** A deliverer over the app's own database, storage and mailer, as the job has. */
export const delivererOf = (app: App) =>
  createWebhookDeliverer({
    db: app.deps.backgroundDb,
    storage: app.deps.storage,
    mailer: app.deps.mailer,
    log: app.log,
    config: app.deps.config,
  });

/** Adds a webhook through the API: on a collection, or the creator's own (`collectionId` undefined). */
export async function addWebhook(app: App, user: TestUser, url: string, collectionId?: number) {
  const res = await app.inject({
    method: 'POST',
    url: collectionId === undefined ? '/api/users/me/webhooks' : `/api/collections/${collectionId}/webhooks`,
    headers: user.headers,
    payload: { url },
  });
  if (res.statusCode !== 201) throw new Error(`addWebhook: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { id: number; secret: string; displayUrl: string };
}

/** Checks a received delivery's signature as a receiver would; returns its parsed body. */
export function verified(request: Received, secret: string) {
  const header = String(request.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? '');
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  if (!t || !v1) throw new Error(`no signature: ${header}`);
  const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest('hex');
  if (expected !== v1) throw new Error('signature does not match');
  return JSON.parse(request.body);
}
