import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashApiToken } from '../../auth/api-token-access';
import { signedSessionToken } from '../../auth/session-lookup';
import { createApiToken } from '../../test/api-token-factory';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { postUpload, postVersion } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const tokenRow = (id: number) =>
  t.app.deps.db.kysely.selectFrom('api_token').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('personal access tokens: made, listed and revoked in the settings', () => {
  it('shows the value once; keeps only its SHA-256; lists the token without it', async () => {
    const created = await createApiToken(t.app, member, ['collections', 'read'], { expiresInDays: 90 });
    expect(created.value).toMatch(/^pdk_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ scopes: ['read', 'collections'], hint: created.value.slice(-4) });
    expect(created.token.lastUsedAt).toBeNull();
    const days = (Date.parse(created.token.expiresAt ?? '') - Date.parse(created.token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 5);

    const row = await tokenRow(created.token.id);
    expect(row.token_hash).toBe(hashApiToken(created.value));
    expect(JSON.stringify(row)).not.toContain(created.value.slice(4));

    const list = await get('/api/users/me/api-tokens', member.headers);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.value.slice(4));
    expect(list.json().tokens[0]).toEqual(created.token);
  });

  it('revokes at once: the next request is a 401 that says so; another member cannot revoke it', async () => {
    const created = await createApiToken(t.app, member, ['read']);
    expect((await get('/api/liveries/my-liveries', created.headers)).statusCode).toBe(200);
    const stranger = await createUser(t.app);
    const url = `/api/users/me/api-tokens/${created.token.id}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: stranger.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(API_TOKEN_MESSAGES.notFound);
    expect((await t.app.inject({ method: 'DELETE', url, headers: member.headers })).statusCode).toBe(204);

    const refused = await get('/api/liveries/my-liveries', created.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(API_TOKEN_MESSAGES.revoked);
    // Public reads too: a revoked token is never quietly taken for an anonymous caller.
    expect((await get('/api/liveries', created.headers)).statusCode).toBe(401);
    const listed = (await get('/api/users/me/api-tokens', member.headers)).json().tokens;
    expect(listed.find((x: { id: number }) => x.id === created.token.id).revokedAt).not.toBeNull();
  });

  it('refuses an expired token with a 401 naming the day it expired', async () => {
    const created = await createApiToken(t.app, member, ['read'], { expiresInDays: 30 });
    const past = new Date(Date.now() - 1000);
    await t.app.deps.db.kysely
      .updateTable('api_token')
      .set({ expires_at: t.app.deps.dialect.timestamp(past) })
      .where('id', '=', created.token.id)
      .execute();
    const res = await get('/api/liveries/my-liveries', created.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(API_TOKEN_MESSAGES.expired(past.toISOString().slice(0, 10)));
  });

  it(`holds at most ${API_TOKEN_LIMITS.perMember} live tokens per member; revoking one makes room`, async () => {
    const owner = await createUser(t.app);
    const made = [];
    for (let i = 0; i < API_TOKEN_LIMITS.perMember; i += 1) made.push(await createApiToken(t.app, owner, ['read']));
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/api-tokens',
      headers: owner.headers,
      payload: { name: 'One too many', scopes: ['read'], expiresInDays: null },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(API_TOKEN_MESSAGES.tooMany);
    const first = made[0]?.token.id;
    await t.app.inject({ method: 'DELETE', url: `/api/users/me/api-tokens/${first}`, headers: owner.headers });
    // Three at once for the one free place: one gets it.
    const racing = await Promise.all(
      [1, 2, 3].map((n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/me/api-tokens',
          headers: owner.headers,
          payload: { name: `Racer ${n}`, scopes: ['read'], expiresInDays: 30 },
        }),
      ),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('what a token may reach', () => {
  it('reads as its member: their own liveries, public reads', async () => {
    const reader = await createApiToken(t.app, member, ['read']);
    const mine = await get('/api/liveries/my-liveries', reader.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await get('/api/liveries', reader.headers)).statusCode).toBe(200);
    expect((await get('/api/carclasses', reader.headers)).statusCode).toBe(200);
    // Fastify's HEAD twin of a GET route keeps its scope.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/liveries', headers: reader.headers })).statusCode).toBe(
      200,
    );
  });

  it('speaks for its own member whatever session cookie comes with it', async () => {
    const other = await createUser(t.app);
    const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
    const othersLivery = await insertLiveryRow(t.app, { uploaderId: other.id, carModelId: model.id });
    const ctx = await t.app.deps.auth.$context;
    const cookie = `${ctx.authCookies.sessionToken.name}=${signedSessionToken(other.token, ctx.secret)}`;
    const alone = await get('/api/liveries/my-liveries', { cookie });
    expect(alone.json().map((l: { id: number }) => l.id)).toContain(othersLivery);
    const reader = await createApiToken(t.app, member, ['read']);
    const res = await get('/api/liveries/my-liveries', { cookie, ...reader.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { id: number }) => l.id)).not.toContain(othersLivery);
    expect(res.body).toBe((await get('/api/liveries/my-liveries', reader.headers)).body);
  });

  it('uploads a livery and a version with `upload`, and nothing more', async () => {
    const uploader = await createApiToken(t.app, member, ['upload']);
    const asToken = { ...member, headers: uploader.headers };
    const up = await postUpload(t.app, asToken);
    expect(up.statusCode, up.body).toBe(201);
    const { id } = up.json();
    expect((await postVersion(t.app, asToken, id)).statusCode).toBe(201);
    const read = await get('/api/liveries/my-liveries', uploader.headers);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(API_TOKEN_MESSAGES.missingScope('read'));
  });

  it('manages collections with `collections` only', async () => {
    const reader = await createApiToken(t.app, member, ['read']);
    const writer = await createApiToken(t.app, member, ['collections']);
    const body = { name: 'League pack', visibility: 'private' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: reader.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_TOKEN_MESSAGES.missingScope('collections'));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: writer.headers,
      payload: body,
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('never reaches account, password, e-mail, deletion, tokens or admin routes, whatever its scopes', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const all = await createApiToken(t.app, admin, ['read', 'upload', 'collections']);
    const calls = [
      ['GET', '/api/users/me'],
      ['GET', '/api/users/me/profile'],
      ['PUT', '/api/users/me/profile'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/change-email'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/gdpr/export'],
      ['POST', '/api/gdpr/delete-account'],
      ['GET', '/api/users/me/api-tokens'],
      ['POST', '/api/users/me/api-tokens'],
      ['DELETE', `/api/users/me/api-tokens/${all.token.id}`],
      ['GET', '/api/users'],
      ['GET', '/api/dashboard/stats'],
      ['POST', '/api/tags'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: all.headers, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(API_TOKEN_MESSAGES.notAccepted);
    }
    expect((await tokenRow(all.token.id)).revoked_at).toBeNull();
  });

  it('stops at once when its member is banned or deleted', async () => {
    const doomed = await createUser(t.app);
    const token = await createApiToken(t.app, doomed, ['read']);
    const db = t.app.deps.db.kysely;
    await db
      .updateTable('user')
      .set({ banned: t.app.deps.dialect.bool(true) })
      .where('id', '=', doomed.id)
      .execute();
    const banned = await get('/api/liveries', token.headers);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toBe(MESSAGES.auth.banned);

    const admin = await createUser(t.app, { role: 'admin' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/${doomed.id}`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(204);
    const gone = await get('/api/liveries', token.headers);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(API_TOKEN_MESSAGES.unknown);
  });
});

describe('malformed and unknown credentials', () => {
  it.each([
    ['Basic dXNlcjpwYXNz', API_TOKEN_MESSAGES.malformedHeader],
    ['Bearer', API_TOKEN_MESSAGES.malformedHeader],
    ['Bearer pdk_a pdk_b', API_TOKEN_MESSAGES.malformedHeader],
    ['pdk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', API_TOKEN_MESSAGES.malformedHeader],
    ['Bearer pdk_short', API_TOKEN_MESSAGES.unknown],
    [`Bearer pdk_${'A'.repeat(43)}`, API_TOKEN_MESSAGES.unknown],
  ])('%s → 401', async (authorization, message) => {
    const res = await get('/api/liveries', { authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message });
  });
});
