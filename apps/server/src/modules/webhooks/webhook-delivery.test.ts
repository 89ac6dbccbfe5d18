import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@paddock/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';
import { WEBHOOK_RETRY_DELAYS_MS } from './webhook-delivery';
import { queueDeliveries, type StoredPayload } from './webhook-events.service';
import { postToTarget } from './webhook-http';
import { addWebhook, delivererOf, WEBHOOK_TEST_ENV } from './webhook-test-helpers';

const t = useTestApp(WEBHOOK_TEST_ENV);
const inbox = outboxInbox(() => t.app);
let receiver: WebhookReceiver;
let owner: TestUser;

const LIVERY: StoredPayload = {
  livery: {
    id: 1,
    title: 'Queued',
    carModel: 'Porsche 963',
    carClass: 'Hypercar',
    author: 'x',
    version: 2,
    changelog: null,
    thumbKey: null,
  },
};
const queue = (webhookId: number, count = 1) =>
  queueDeliveries(t.app.deps.db.kysely, t.app.deps.db.kind, new Array(count).fill(webhookId), 'livery.version', LIVERY);
const webhookRow = (id: number) =>
  t.app.deps.db.kysely.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const deliveryRows = (webhookId: number) =>
  t.app.deps.db.kysely
    .selectFrom('webhook_delivery')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id')
    .execute();
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
// A member of their own per test: each may have only WEBHOOK_LIMITS.perCreator webhooks.
beforeEach(async () => {
  receiver.answerWith(() => ({ status: 204 }));
  owner = await createUser(t.app);
});
afterAll(() => receiver.close());

describe('delivery tries', () => {
  it('retries a failed delivery after its back-off, then counts failures from zero again', async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/flaky'));
    let calls = 0;
    receiver.answerWith(() => ({ status: ++calls === 1 ? 500 : 200 }));
    await queue(hook.id);
    const deliverer = delivererOf(t.app);
    expect(await deliverer.deliverDue()).toBe(1);
    expect(await deliveryRows(hook.id)).toEqual([
      expect.objectContaining({
        state: 'pending',
        attempts: 1,
        status_code: 500,
        last_error: 'The receiver answered HTTP 500.',
      }),
    ]);
    expect((await webhookRow(hook.id)).consecutive_failures).toBe(1);
    expect(await deliverer.deliverDue()).toBe(0);
    expect(await deliverer.deliverDue(later(WEBHOOK_RETRY_DELAYS_MS[0] + 1000))).toBe(1);
    expect(await deliveryRows(hook.id)).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 2, status_code: 200 }),
    ]);
    expect((await webhookRow(hook.id)).consecutive_failures).toBe(0);
  });

  it('never follows a redirect: a 3xx is a failed try and its target is never asked', async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/moved'));
    receiver.answerWith((r) =>
      r.path === '/moved' ? { status: 307, headers: { location: receiver.url('/elsewhere') } } : { status: 204 },
    );
    await queue(hook.id);
    await delivererOf(t.app).deliverDue();
    expect((await deliveryRows(hook.id))[0]).toMatchObject({
      status_code: 307,
      last_error: 'The receiver answered HTTP 307.',
    });
    expect(receiver.received.some((r) => r.path === '/elsewhere')).toBe(false);
  });

  it('gives up on a receiver that does not answer within WEBHOOK_TIMEOUT_MS', async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/silent'));
    receiver.answerWith(() => 'hang');
    await queue(hook.id);
    const started = Date.now();
    await delivererOf(t.app).deliverDue();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await deliveryRows(hook.id))[0]).toMatchObject({
      state: 'pending',
      status_code: null,
      last_error: 'No answer within 400 ms',
    });
  });

  it('refuses a cloud metadata address at delivery time, whatever WEBHOOK_ALLOW_PRIVATE says', async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/will-move'));
    await t.app.deps.db.kysely
      .updateTable('webhook')
      .set({ url: 'http://169.254.169.254/latest' })
      .where('id', '=', hook.id)
      .execute();
    await queue(hook.id);
    await delivererOf(t.app).deliverDue();
    expect((await deliveryRows(hook.id))[0]).toMatchObject({
      status_code: null,
      last_error: `Refused: ${WEBHOOK_MESSAGES.privateAddress}`,
    });
  });

  it('connects to the address that was checked, never resolving the host again (no DNS rebinding)', async () => {
    const port = new URL(receiver.url()).port;
    const target = {
      url: new URL(`http://rebinding.invalid:${port}/pinned`),
      address: '127.0.0.1',
      family: 4 as const,
    };
    expect(await postToTarget(target, {}, '{}', 1000)).toEqual({ statusCode: 204 });
    expect(receiver.received.at(-1)).toMatchObject({ path: '/pinned', headers: { host: `rebinding.invalid:${port}` } });
  });

  it('delivers each row once when two instances run their rounds at the same time', async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/twice'));
    await queue(hook.id, 6);
    const [a, b] = await Promise.all([delivererOf(t.app).deliverDue(), delivererOf(t.app).deliverDue()]);
    expect(a + b).toBe(6);
    expect(receiver.received.filter((r) => r.path === '/twice')).toHaveLength(6);
  });

  it(`keeps the last ${WEBHOOK_LIMITS.deliveryLogSize} deliveries as the log`, async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/log'));
    await queue(hook.id, WEBHOOK_LIMITS.deliveryLogSize + 5);
    const deliverer = delivererOf(t.app);
    while ((await deliverer.deliverDue()) > 0);
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${hook.id}/deliveries`,
      headers: owner.headers,
    });
    expect(JSON.parse(log.body).items).toHaveLength(WEBHOOK_LIMITS.deliveryLogSize);
    expect(await deliveryRows(hook.id)).toHaveLength(WEBHOOK_LIMITS.deliveryLogSize);
  });
});

describe('turning a failing webhook off', () => {
  it(`turns it off after ${WEBHOOK_LIMITS.failuresBeforeDisable} failed tries in a row and e-mails its owner once`, async () => {
    const hook = await addWebhook(t.app, owner, receiver.url('/broken'));
    receiver.answerWith(() => ({ status: 503 }));
    await queue(hook.id, 3);
    const deliverer = delivererOf(t.app);
    for (let round = 0; round < 8 && (await webhookRow(hook.id)).enabled; round += 1) {
      await deliverer.deliverDue(later(round * 7 * 3_600_000));
    }
    const row = await webhookRow(hook.id);
    expect(Boolean(row.enabled)).toBe(false);
    expect(row.disabled_reason).toBe(WEBHOOK_MESSAGES.disabledAfterFailures);
    expect(row.consecutive_failures).toBe(WEBHOOK_LIMITS.failuresBeforeDisable);
    expect((await deliveryRows(hook.id)).every((d) => d.state === 'failed')).toBe(true);
    const mails = (await inbox.to(owner.email)).filter((m) => m.subject === 'Your Paddock webhook was turned off');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(receiver.url('/broken'));
    expect(mails[0]?.text).toContain('The receiver answered HTTP 503.');

    // Turned back on by its owner, it starts afresh.
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${hook.id}`,
      headers: owner.headers,
      payload: { enabled: true },
    });
    expect(JSON.parse(on.body)).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });
});
