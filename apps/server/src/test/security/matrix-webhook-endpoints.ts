import type { App } from '../../app';
import { createSecretBox } from '../../modules/webhooks/webhook-secret';
import { type Endpoint, everyone, signedIn } from './authorization-endpoints';
import type { SecurityWorld } from './security-world';

/**
 * A webhook of the world's owner, straight in the database: on a fresh collection of theirs, or
 * (collection null) on their own liveries. Its address is loopback, so "Send test" is refused by
 * the address check at once, without leaving the machine.
 */
async function freshWebhook(app: App, w: SecurityWorld, on: 'collection' | 'creator' = 'collection') {
  const db = app.deps.db.kysely;
  const collectionId = on === 'creator' ? null : await freshCollection(app, w, 'public');
  const { id } = await db
    .insertInto('webhook')
    .values({
      owner_id: w.users.owner.id,
      collection_id: collectionId,
      url: 'https://127.0.0.1:9/hook',
      secret: createSecretBox(app.deps.config.authSecret).seal('whsec_matrix'),
      enabled: app.deps.dialect.bool(true),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function freshCollection(app: App, w: SecurityWorld, visibility: 'public' | 'private'): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('collection')
    .values({ owner_id: w.users.owner.id, name: 'Webhook collection', visibility })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A public address written as an IP, so adding it needs no DNS; nothing is sent on adding. */
const PUBLIC_URL = { url: 'https://1.1.1.1/paddock-matrix' };
/** Another member's webhook is answered as if it did not exist: 404, admins included. */
const ownWebhook = (status: number) => ({ ...signedIn(404), owner: status });

/** Webhooks (issue 35 §4). */
export const WEBHOOK_ENDPOINTS: Endpoint[] = [
  {
    group: 'webhooks',
    name: 'GET /api/collections/:id/webhooks (public collection)',
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/collections/${await freshCollection(app, w, 'public')}/webhooks`,
    }),
    expected: { ...signedIn(403), owner: 200 },
  },
  {
    group: 'webhooks',
    name: 'GET /api/collections/:id/webhooks (private collection)',
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/collections/${await freshCollection(app, w, 'private')}/webhooks`,
    }),
    expected: { ...everyone(404, 403), anonymous: 401, owner: 200 },
  },
  {
    group: 'webhooks',
    name: 'POST /api/collections/:id/webhooks',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/collections/${await freshCollection(app, w, 'public')}/webhooks`,
      payload: PUBLIC_URL,
    }),
    expected: { ...signedIn(403), owner: 201 },
  },
  {
    group: 'webhooks',
    name: 'GET /api/users/me/webhooks',
    call: () => ({ method: 'GET', url: '/api/users/me/webhooks' }),
    expected: signedIn(200),
  },
  {
    group: 'webhooks',
    name: 'POST /api/users/me/webhooks',
    call: () => ({ method: 'POST', url: '/api/users/me/webhooks', payload: PUBLIC_URL }),
    expected: signedIn(201),
  },
  {
    group: 'webhooks',
    name: 'PATCH /api/webhooks/:id',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/webhooks/${await freshWebhook(app, w)}`,
      payload: { enabled: false },
    }),
    expected: ownWebhook(200),
  },
  {
    group: 'webhooks',
    name: 'DELETE /api/webhooks/:id',
    call: async (app, w) => ({ method: 'DELETE', url: `/api/webhooks/${await freshWebhook(app, w, 'creator')}` }),
    expected: ownWebhook(204),
  },
  {
    group: 'webhooks',
    name: 'GET /api/webhooks/:id/deliveries',
    call: async (app, w) => ({ method: 'GET', url: `/api/webhooks/${await freshWebhook(app, w)}/deliveries` }),
    expected: ownWebhook(200),
  },
  {
    group: 'webhooks',
    name: 'POST /api/webhooks/:id/test',
    call: async (app, w) => ({ method: 'POST', url: `/api/webhooks/${await freshWebhook(app, w, 'creator')}/test` }),
    expected: ownWebhook(200),
  },
];
