import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createUser, type TestUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';
import { MAX_CACHED_URL_LENGTH } from './public-answer-cache';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let member: TestUser;
let livery: { id: number; title: string };

/** Headers the two answers must share: all but the ones that change with every response. */
const stable = (res: LightMyRequestResponse) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
  return rest;
};

/**
 * An answer the cache keeps: its URL asked for twice, as an answer is kept only once its URL has
 * been asked for more than once. Returns the second answer, the one kept.
 */
const kept = async (app: App, url: string, headers: Record<string, string> = {}) => {
  await app.inject({ method: 'GET', url, headers });
  return app.inject({ method: 'GET', url, headers });
};

/** Changes a title behind the application's back, as another instance would. */
const retitle = (app: App, id: number, title: string) =>
  app.deps.db.kysely.updateTable('livery').set({ title }).where('id', '=', id).execute();

beforeAll(async () => {
  member = await createUser(t.app);
  livery = await uploadLivery(t.app, member, { fields: { Title: 'Micro Cache 963' } });
});

describe('public answer cache', () => {
  it('serves an anonymous answer again from memory with the same body and headers', async () => {
    const url = `/api/liveries/${livery.id}`;
    const first = await kept(t.app, url);
    expect(first.statusCode).toBe(200);
    await retitle(t.app, livery.id, 'Changed Behind Its Back');
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(stable(second)).toEqual(stable(first));
    expect(second.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(second.headers.vary).toBe('Cookie, Authorization');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers.etag).toMatch(/^".+"$/);
    t.app.answerCache?.clear();
    expect(json(await t.app.inject({ method: 'GET', url })).title).toBe('Changed Behind Its Back');
    await retitle(t.app, livery.id, 'Micro Cache 963');
    t.app.answerCache?.clear();
  });

  it('compresses a cached answer like a fresh one', async () => {
    const url = `/api/liveries/${livery.id}`;
    const headers = { 'accept-encoding': 'gzip' };
    t.app.answerCache?.clear();
    const fresh = await kept(t.app, url, headers);
    const cached = await t.app.inject({ method: 'GET', url, headers });
    expect(fresh.headers['content-encoding']).toBe('gzip');
    expect(stable(cached)).toEqual(stable(fresh));
    expect(gunzipSync(cached.rawPayload).toString()).toBe(gunzipSync(fresh.rawPayload).toString());
  });

  it('keeps one answer per full URL, query included', async () => {
    const eight = await t.app.inject({ method: 'GET', url: '/api/liveries/latest?count=8' });
    const one = await t.app.inject({ method: 'GET', url: '/api/liveries/latest?count=1' });
    expect(json(one)).toHaveLength(1);
    expect(json(eight).length).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/latest?count=8' })).body).toBe(eight.body);
  });

  it('answers If-None-Match with the same 304 whether cached or not', async () => {
    const url = `/api/liveries/${livery.id}/related`;
    t.app.answerCache?.clear();
    const etag = (await kept(t.app, url)).headers.etag as string;
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${etag}` } });
    t.app.answerCache?.clear();
    const fresh = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(fresh.statusCode).toBe(304);
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(stable(cached)).toEqual(stable(fresh));
    // A 304 is not kept: the next plain request still gets the body.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('never serves or keeps an answer for a caller who may be signed in', async () => {
    const url = `/api/liveries/${livery.id}`;
    await kept(t.app, url);
    await retitle(t.app, livery.id, 'Seen By Members');
    const signedIn = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(json(signedIn).title).toBe('Seen By Members');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const cookie = await t.app.inject({ method: 'GET', url, headers: { cookie: 'paddock.session_token=whatever' } });
    expect(json(cookie).title).toBe('Seen By Members');
    // The anonymous copy is still the one from before: members' answers never replaced it.
    expect(json(await t.app.inject({ method: 'GET', url })).title).toBe('Micro Cache 963');
    await retitle(t.app, livery.id, 'Micro Cache 963');
    t.app.answerCache?.clear();
  });

  it('takes a session cookie spelled with a space before "=" for the member it signs in', async () => {
    const url = `/api/liveries/${livery.id}`;
    const signed = member.headers.authorization.slice('Bearer '.length);
    const spaced = { cookie: `paddock.session_token =${encodeURIComponent(signed)}` };
    // The session lookup trims a cookie's name, as better-call does: this spelling signs in...
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: spaced })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${url}/favorite`, headers: member.headers });
    // ...so its answers are the member's own: never public, never served to anyone else.
    const mine = await kept(t.app, url, spaced);
    expect(json(mine).isFavoritedByCurrentUser).toBe(true);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(json(anonymous).isFavoritedByCurrentUser).toBe(false);
    await t.app.inject({ method: 'DELETE', url: `${url}/favorite`, headers: member.headers });
    t.app.answerCache?.clear();
  });

  it('neither remembers nor keeps a URL longer than any the app asks for', async () => {
    t.app.answerCache?.clear();
    const long = `/api/liveries/latest?count=3&padding=${'x'.repeat(MAX_CACHED_URL_LENGTH)}`;
    const answer = await kept(t.app, long);
    expect(answer.statusCode).toBe(200);
    expect(t.app.answerCache?.size).toBe(0);
    await kept(t.app, '/api/liveries/latest?count=3');
    expect(t.app.answerCache?.size).toBe(1);
    t.app.answerCache?.clear();
  });

  it('keeps no error answers and no answers of unmarked routes', async () => {
    t.app.answerCache?.clear();
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/liveries?pageSize=1000' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(t.app.answerCache?.size).toBe(0);
  });

  it('caches the public profile', async () => {
    const url = `/api/users/${member.id}`;
    const first = await kept(t.app, url);
    expect(first.statusCode).toBe(200);
    await retitle(t.app, livery.id, 'Renamed Under The Profile');
    expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
    await retitle(t.app, livery.id, 'Micro Cache 963');
    t.app.answerCache?.clear();
  });

  it('keeps an answer only once its URL has been asked for again', async () => {
    t.app.answerCache?.clear();
    const url = `/api/liveries/${livery.id}/related?limit=2`;
    const once = await t.app.inject({ method: 'GET', url });
    expect(once.statusCode).toBe(200);
    // Asked once: computed and sent, not kept (a crowd where no URL repeats keeps nothing).
    expect(t.app.answerCache?.size).toBe(0);
    const twice = await t.app.inject({ method: 'GET', url });
    expect(twice.body).toBe(once.body);
    expect(t.app.answerCache?.size).toBe(1);
  });
});

describe('a second instance on the same database', () => {
  // lru-cache reads a start time of 0 as 'no expiry': the clock starts well after it.
  let clock = 1_000_000;
  let other: App;
  /** URLs whose answers this instance computed (reached its handlers). */
  const computed: string[] = [];
  beforeAll(async () => {
    other = await buildApp(t.config, {
      answerCache: { ttlMs: 1000, maxEntries: 3, maxBytes: 64 * 1024, now: () => clock },
    });
    other.addHook('preHandler', async (request) => {
      computed.push(request.url);
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  it('sees the first instance’s writes once its answers expire', async () => {
    const url = `/api/liveries/${livery.id}`;
    const before = json(await kept(other, url)).favoriteCount;
    await t.app.inject({ method: 'POST', url: `${url}/favorite`, headers: member.headers });
    clock += 999;
    expect(json(await other.inject({ method: 'GET', url })).favoriteCount).toBe(before);
    clock += 2;
    expect(json(await other.inject({ method: 'GET', url })).favoriteCount).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `${url}/favorite`, headers: member.headers });
  });

  it('computes a missing answer once for readers arriving together', async () => {
    clock += 5000;
    const url = `/api/liveries/${livery.id}/related?limit=3`;
    computed.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => other.inject({ method: 'GET', url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(computed).toEqual([url]);
    // Answers that are not kept (here a 404) are computed by each reader.
    computed.length = 0;
    await Promise.all(Array.from({ length: 3 }, () => other.inject({ method: 'GET', url: '/api/liveries/999999' })));
    expect(computed).toHaveLength(3);
  });

  it('stays within its entry and byte bounds', async () => {
    for (const count of [1, 2, 3, 4, 5, 6]) {
      expect((await kept(other, `/api/liveries/latest?count=${count}`)).statusCode).toBe(200);
    }
    expect(other.answerCache?.size).toBe(3);
    expect(other.answerCache?.bytes).toBeLessThanOrEqual(64 * 1024);
    // The most recent answers are the ones kept.
    await retitle(t.app, livery.id, 'Evicted Or Not');
    const newest = json(await other.inject({ method: 'GET', url: '/api/liveries/latest?count=6' }));
    const oldest = json(await other.inject({ method: 'GET', url: '/api/liveries/latest?count=1' }));
    expect(newest.find((i: { id: number }) => i.id === livery.id)?.title).toBe('Micro Cache 963');
    expect(oldest[0]?.title).toBe('Evicted Or Not');
    await retitle(t.app, livery.id, 'Micro Cache 963');
  });

  it('after a read and a write at the same time, answers what a member sees', async () => {
    clock += 5000;
    const url = `/api/liveries/${livery.id}`;
    const read = other.inject({ method: 'GET', url });
    const write = other.inject({ method: 'POST', url: `${url}/favorite`, headers: member.headers });
    await Promise.all([read, write]);
    const after = json(await other.inject({ method: 'GET', url }));
    expect(after.favoriteCount).toBe(
      json(await other.inject({ method: 'GET', url, headers: member.headers })).favoriteCount,
    );
    await other.inject({ method: 'DELETE', url: `${url}/favorite`, headers: member.headers });
  });
});
