import { WEBHOOK_LIMITS } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { addWebhook, delivererOf, verified, WEBHOOK_TEST_ENV } from './webhook-test-helpers';

const t = useTestApp(WEBHOOK_TEST_ENV);
const json = (res: { body: string }) => JSON.parse(res.body);
let receiver: WebhookReceiver;
let leagueOwner: TestUser;
let creator: TestUser;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  [leagueOwner, creator] = await Promise.all([createUser(t.app), createUser(t.app)]);
});
afterAll(() => receiver.close());

/** Every request the receiver got at `path`, as verified bodies. */
const bodiesAt = (path: string, secret: string) =>
  receiver.received.filter((r) => r.path === path).map((r) => verified(r, secret));

describe('a league pack webhook', () => {
  it('is told of a new version and of a removal, in Discord form with the signed JSON payload beside it', async () => {
    const livery = await uploadLivery(t.app, creator, { fields: { Title: 'Gulf Heritage 963' } });
    const pack = await createCollection(t.app, leagueOwner, {
      name: 'Endurance League',
      isLeaguePack: true,
      liveryIds: [livery.id],
    });
    const hook = await addWebhook(t.app, leagueOwner, receiver.url('/league'), pack.id);
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.displayUrl).toBe(receiver.url('/league'));

    const published = await postVersion(t.app, creator, livery.id, { changelog: 'Sharper decals.\nNew number.' });
    expect(published.statusCode, published.body).toBe(201);
    expect(await delivererOf(t.app).deliverDue()).toBe(1);

    const [version] = bodiesAt('/league', hook.secret);
    expect(version.paddock).toMatchObject({
      event: 'livery.version',
      livery: {
        id: livery.id,
        title: 'Gulf Heritage 963',
        version: 2,
        changelog: 'Sharper decals.\nNew number.',
        author: creator.username,
        url: `http://localhost:3000/livery/${livery.id}/gulf-heritage-963`,
      },
      collection: { id: pack.id, name: 'Endurance League' },
    });
    expect(version.paddock.livery.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\//);
    const [embed] = version.embeds;
    expect(embed).toMatchObject({
      title: 'New version: Gulf Heritage 963',
      url: version.paddock.livery.url,
      description: 'Sharper decals.\nNew number.',
      thumbnail: { url: version.paddock.livery.thumbnailUrl },
      footer: { text: 'Paddock · Endurance League' },
    });
    expect(embed.fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Version', value: 'v2' })]));
    expect(version.allowed_mentions).toEqual({ parse: [] });
    const request = receiver.received.find((r) => r.path === '/league');
    expect(request?.headers['x-paddock-event']).toBe('livery.version');
    expect(request?.headers['content-type']).toBe('application/json');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/liveries/${livery.id}`,
      headers: creator.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await delivererOf(t.app).deliverDue();
    const last = bodiesAt('/league', hook.secret).at(-1);
    expect(last.paddock).toMatchObject({
      event: 'livery.removed',
      livery: { id: livery.id, title: 'Gulf Heritage 963' },
    });
    expect(last.paddock.livery.thumbnailUrl).toBeNull();
    expect(last.embeds[0].title).toBe('Livery removed: Gulf Heritage 963');

    const log = json(
      await t.app.inject({ method: 'GET', url: `/api/webhooks/${hook.id}/deliveries`, headers: leagueOwner.headers }),
    );
    expect(
      log.items.map((d: { event: string; state: string; statusCode: number }) => [d.event, d.state, d.statusCode]),
    ).toEqual([
      ['livery.removed', 'delivered', 204],
      ['livery.version', 'delivered', 204],
    ]);
  });

  it('shows its secret only once and lists the webhook without it', async () => {
    const pack = await createCollection(t.app, leagueOwner);
    const hook = await addWebhook(t.app, leagueOwner, receiver.url('/listed?token=x'), pack.id);
    const list = json(
      await t.app.inject({ method: 'GET', url: `/api/collections/${pack.id}/webhooks`, headers: leagueOwner.headers }),
    );
    expect(list.max).toBe(WEBHOOK_LIMITS.perCollection);
    expect(list.items).toEqual([expect.objectContaining({ id: hook.id, enabled: true, collectionId: pack.id })]);
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    expect(list.items[0].displayUrl).toBe(receiver.url('/listed/…'));
    const stored = await t.app.deps.db.kysely
      .selectFrom('webhook')
      .select('secret')
      .where('id', '=', hook.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(hook.secret.slice(6));
  });
});

describe("a creator's own webhook", () => {
  it("is told of their new liveries and new versions, not of other members' ones", async () => {
    const hook = await addWebhook(t.app, creator, receiver.url('/creator'));
    await uploadLivery(t.app, leagueOwner, { fields: { Title: 'Someone else' } });
    const mine = await uploadLivery(t.app, creator, { fields: { Title: 'Fresh Livery' } });
    await postVersion(t.app, creator, mine.id, { changelog: 'v2' });
    await delivererOf(t.app).deliverDue();
    const events = bodiesAt('/creator', hook.secret).map((b) => [
      b.paddock.event,
      b.paddock.livery.title,
      b.paddock.livery.version,
    ]);
    expect(events).toEqual([
      ['livery.published', 'Fresh Livery', 1],
      ['livery.version', 'Fresh Livery', 2],
    ]);
    expect(bodiesAt('/creator', hook.secret)[0].paddock.collection).toBeNull();
  });

  it('"Send test" posts a signed test at once and answers its log row', async () => {
    const hook = await addWebhook(t.app, creator, receiver.url('/test-button'));
    const res = await t.app.inject({ method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: creator.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ event: 'webhook.test', state: 'delivered', statusCode: 204, attempts: 1 });
    const [body] = bodiesAt('/test-button', hook.secret);
    expect(body.paddock).toMatchObject({ event: 'webhook.test', livery: null, deliveryId: json(res).id });
    expect(body.embeds[0].title).toBe('Test from Paddock');
  });

  it('posts nothing for an upload that failed (the rows are written in its transaction)', async () => {
    const hook = await addWebhook(t.app, leagueOwner, receiver.url('/rolled-back'));
    const bad = await postVersion(t.app, leagueOwner, 999_999, {});
    expect(bad.statusCode).toBe(404);
    await delivererOf(t.app).deliverDue();
    expect(bodiesAt('/rolled-back', hook.secret)).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes every webhook route with its body and answers', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    for (const path of [
      '/api/collections/{id}/webhooks',
      '/api/users/me/webhooks',
      '/api/webhooks/{id}',
      '/api/webhooks/{id}/deliveries',
      '/api/webhooks/{id}/test',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const add = doc.paths['/api/users/me/webhooks'].post;
    expect(add.requestBody.content['application/json'].schema.properties.url).toBeDefined();
    expect(Object.keys(add.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  });
});
