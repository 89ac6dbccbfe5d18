import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { smallTgaPair } from '../test/fixtures';
import { postUpload, zipBuffer } from '../test/livery-factory';
import { createTestApp, type TestContext } from '../test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The hourly upload count lives in Redis: a restarted (or another) instance still knows it. */
describe('uploads per hour, counted in Redis', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const prefix = `paddock-test:${randomBytes(6).toString('hex')}:`;
    ctx = await createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix, UPLOADS_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses the third upload after a restart, and gives back the slot of a refused upload', async () => {
    const pair = smallTgaPair();
    const zip = await zipBuffer([
      { name: 'customskin.tga', data: pair.livery },
      { name: 'customskin_region.tga', data: pair.regionMap },
    ]);
    const member = await createUser(ctx.app);
    expect((await postUpload(ctx.app, member, { zip: Buffer.from('not a zip') })).statusCode).toBe(415);
    expect((await postUpload(ctx.app, member, { zip })).statusCode).toBe(201);
    expect((await postUpload(ctx.app, member, { zip })).statusCode).toBe(201);
    expect(await ctx.app.deps.redis?.get(`rl:upload:${member.id}`)).toBe('2');
    expect(await ctx.app.deps.redis?.ttl(`rl:upload:${member.id}`)).toBeGreaterThan(3500);

    const app = await ctx.restart();
    const res = await postUpload(app, member, { zip });
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
