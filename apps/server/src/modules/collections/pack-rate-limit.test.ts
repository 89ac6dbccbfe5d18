import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const PER_HOUR = COLLECTION_LIMITS.packDownloadsPerHour;
type Ctx = ReturnType<typeof useTestApp>;

/** A public league pack of one uploaded livery, and a member who downloads it. */
async function packWorld(t: Ctx) {
  const owner = await createUser(t.app);
  const livery = await uploadLivery(t.app, owner);
  const pack = await createCollection(t.app, owner, {
    visibility: 'public',
    isLeaguePack: true,
    liveryIds: [livery.id],
  });
  const empty = await createCollection(t.app, owner, { visibility: 'public', isLeaguePack: true });
  return { pack, empty, downloader: await createUser(t.app) };
}

const download = (t: Ctx, id: number, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/collections/${id}/pack.zip`, headers: user.headers });

/** `PER_HOUR` downloads pass, the next is the pack limit's 429 with a Retry-After. */
async function expectHourlyLimit(t: Ctx, id: number, user: TestUser) {
  for (let i = 0; i < PER_HOUR; i += 1) expect((await download(t, id, user)).statusCode, `download ${i + 1}`).toBe(200);
  const refused = await download(t, id, user);
  expect(refused.statusCode).toBe(429);
  expect(JSON.parse(refused.body)).toMatchObject({ statusCode: 429, code: 'PACK_RATE_LIMITED' });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(JSON.parse(refused.body).message).toBe(COLLECTION_MESSAGES.packRateLimited(Math.ceil(retryAfter / 60)));
}

describe('a pack refused before its first byte gives its slot back', () => {
  const t = useTestApp();

  it(`leaves all ${PER_HOUR} downloads of the hour after as many refused ones`, async () => {
    const { pack, empty, downloader } = await packWorld(t);
    for (let i = 0; i < PER_HOUR; i += 1) {
      const res = await download(t, empty.id, downloader);
      expect(res.statusCode).toBe(409);
      expect(JSON.parse(res.body).message).toBe(COLLECTION_MESSAGES.packEmpty);
    }
    await expectHourlyLimit(t, pack.id, downloader);
  });
});

describe('the pack limit while Redis is unreachable', () => {
  // Nothing listens on port 1: every Redis command fails, and the limit counts in this process.
  const t = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'paddock-test-down:' });

  it(`still refuses the download after ${PER_HOUR} in an hour`, async () => {
    const { pack, downloader } = await packWorld(t);
    await expectHourlyLimit(t, pack.id, downloader);
  });
});
