import { API_TOKEN_MESSAGES } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../test/api-token-factory';
import { createUser, type TestUser } from '../../test/factories';
import { postUpload } from '../../test/livery-factory';
import { captureLogLines } from '../../test/log-lines';
import { createTestApp, type TestContext } from '../../test/test-app';

/** Every line the app logs, as production writes it (JSON, level info). */
const { lines, logStream } = captureLogLines();
let t: TestContext;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info', API_TOKEN_REQUESTS_PER_MINUTE: '3', UPLOADS_PER_HOUR: '1' },
    { logStream },
  );
  member = await createUser(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const lastUsed = async (id: number) =>
  (
    await t.app.deps.db.kysely
      .selectFrom('api_token')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).last_used_at;

describe('per-token limits, on top of the member’s own', () => {
  it('refuses a token past API_TOKEN_REQUESTS_PER_MINUTE with a 429 and Retry-After; its sibling still works', async () => {
    const busy = await createApiToken(t.app, member, ['read']);
    const other = await createApiToken(t.app, member, ['read']);
    for (let i = 0; i < 3; i += 1) expect((await get('/api/carclasses', busy.headers)).statusCode).toBe(200);
    const refused = await get('/api/carclasses', busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_TOKEN_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/carclasses', other.headers)).statusCode).toBe(200);
  });

  it('counts a token’s uploads against its member’s hourly allowance, as the website does', async () => {
    const uploader = await createUser(t.app);
    const token = await createApiToken(t.app, uploader, ['upload']);
    expect((await postUpload(t.app, uploader)).statusCode).toBe(201);
    const again = await postUpload(t.app, { ...uploader, headers: token.headers });
    expect(again.statusCode).toBe(429);
  });

  it('writes last_used_at on first use, then at most once a minute', async () => {
    const token = await createApiToken(t.app, member, ['read']);
    expect(await lastUsed(token.token.id)).toBeNull();
    await get('/api/carclasses', token.headers);
    const first = await lastUsed(token.token.id);
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await get('/api/tags', token.headers);
    expect(await lastUsed(token.token.id)).toEqual(first);
    const listed = (await get('/api/users/me/api-tokens', member.headers)).json().tokens;
    expect(listed.find((x: { id: number }) => x.id === token.token.id).lastUsedAt).not.toBeNull();
  });
});

describe('the log never holds a token', () => {
  it('keeps token values out of every line: used, refused, revoked, made', async () => {
    lines.length = 0;
    const token = await createApiToken(t.app, member, ['collections']);
    await get('/api/carclasses', token.headers);
    await get('/api/users/me', token.headers);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/users/me/api-tokens/${token.token.id}`,
      headers: member.headers,
    });
    await get('/api/collections/mine', token.headers);
    await get('/api/carclasses', { authorization: `Bearer ${token.value}x` });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).not.toContain(token.value.slice(4));
  });
});
