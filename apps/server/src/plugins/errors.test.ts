import { MESSAGES } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('errors a client can act on', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildApp(t.config, { answerCache: false });
    // A write whose target went away after the route checked it: a livery deleted meanwhile.
    app.post('/api/test/raced-write', async () => {
      await app.deps.db.kysely
        .insertInto('favorite')
        .values({ user_id: 2_000_000_000, livery_id: 2_000_000_000 })
        .execute();
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a write that lost a race to a deletion with 409 and a message, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/raced-write',
      headers: { origin: t.config.publicUrl },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'CHANGED_MEANWHILE',
      message: MESSAGES.common.changedMeanwhile,
    });
  });
});
