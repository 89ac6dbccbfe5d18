import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { gdpr } from '../../test/gdpr-test-world';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { recordWebhookEvent } from './webhook-events.service';
import { addWebhook, WEBHOOK_TEST_ENV } from './webhook-test-helpers';

/** Webhooks and the accounts that own them: exported with their data, gone with their anonymity, silent when banned. */
const t = useTestApp(WEBHOOK_TEST_ENV);
let creator: TestUser;

const deliveriesTo = async (webhookId: number) =>
  (
    await t.app.deps.db.kysely
      .selectFrom('webhook_delivery')
      .select('event')
      .where('webhook_id', '=', webhookId)
      .execute()
  ).map((d) => d.event);

beforeAll(async () => {
  creator = await createUser(t.app);
});

describe("a member's webhooks and their account", () => {
  it('are in their data export with the full address, never the secret', async () => {
    const hook = await addWebhook(t.app, creator, 'http://127.0.0.1:4599/export/token-part');
    const res = await gdpr(t.app, creator, 'export', { requestType: 'EXPORT', reason: null });
    expect(res.statusCode, res.body).toBe(200);
    const data = JSON.parse(res.body);
    expect(data.webhooks).toEqual([
      expect.objectContaining({
        id: hook.id,
        url: 'http://127.0.0.1:4599/export/token-part',
        collectionId: null,
        enabled: true,
      }),
    ]);
    expect(res.body).not.toContain(hook.secret);
  });

  it('post nothing once the member is banned', async () => {
    const member = await createUser(t.app);
    const hook = await addWebhook(t.app, member, 'http://127.0.0.1:4599/banned');
    const livery = await uploadLivery(t.app, member);
    expect(await deliveriesTo(hook.id)).toEqual(['livery.published']);
    await t.app.deps.db.kysely
      .updateTable('user')
      .set({ banned: t.app.deps.dialect.bool(true) })
      .where('id', '=', member.id)
      .execute();
    // A banned member cannot publish; an event about their livery (a removal by an admin, say) is what could still fire.
    await t.app.deps.db.kysely
      .transaction()
      .execute((trx) =>
        recordWebhookEvent(trx, t.app.deps.db.kind, { kind: 'livery.version', liveryId: livery.id, versionNumber: 1 }),
      );
    expect(await deliveriesTo(hook.id)).toEqual(['livery.published']);
  });

  it('go when the member anonymizes their account', async () => {
    const member = await createUser(t.app);
    const hook = await addWebhook(t.app, member, 'http://127.0.0.1:4599/anonymized');
    const res = await gdpr(t.app, member, 'anonymize', {
      requestType: 'ANONYMIZE',
      reason: null,
      currentPassword: member.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.app.deps.db.kysely.selectFrom('webhook').select('id').where('id', '=', hook.id).execute();
    expect(left).toEqual([]);
  });

  it("tell other members' collections when a creator's account goes with its liveries", async () => {
    const leaving = await createUser(t.app);
    const livery = await uploadLivery(t.app, leaving);
    const pack = await createCollection(t.app, creator, { isLeaguePack: true, liveryIds: [livery.id] });
    const hook = await addWebhook(t.app, creator, 'http://127.0.0.1:4599/league', pack.id);
    const res = await gdpr(t.app, leaving, 'delete-account', {
      requestType: 'DELETE',
      reason: null,
      currentPassword: leaving.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliveriesTo(hook.id)).toEqual(['livery.removed']);
  });
});
