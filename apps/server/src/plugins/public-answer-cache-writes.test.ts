import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { liveryOf } from '../test/comment-factory';
import { createUser, type TestUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { changesOfWrite, isChangedBy, topicOfAnswer } from './answer-cache-topics';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let app: App;
let member: TestUser;
let admin: TestUser;
let painter: TestUser;
let liveryA: number;
let liveryB: number;
/** URLs this app computed (reached its handlers) rather than served from memory. */
const computed: string[] = [];

beforeAll(async () => {
  // A still clock: answers never expire here, so an answer computed again was forgotten by a write.
  app = await buildApp(t.config, { answerCache: { now: () => 1_000_000 } });
  app.addHook('preHandler', async (request) => {
    computed.push(request.url);
  });
  await app.ready();
  [member, admin, painter] = await Promise.all([createUser(app), createUser(app, { role: 'admin' }), createUser(app)]);
  liveryA = await liveryOf(app, painter, 'Cache Write A');
  liveryB = await liveryOf(app, painter, 'Cache Write B');
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
/** Asks for each URL twice, so that its answer is kept. */
async function keep(...urls: string[]) {
  for (const url of urls) {
    await get(url);
    expect((await get(url)).statusCode, url).toBe(200);
  }
}
/** The URLs among these whose answers had to be computed again. */
async function recomputed(...urls: string[]) {
  computed.length = 0;
  for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  return urls.filter((url) => computed.includes(url));
}
const write = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('public answers after a write', () => {
  it('keeps every answer through requests no route takes and writes that are refused', async () => {
    app.answerCache?.clear();
    const urls = [`/api/liveries/${liveryA}`, '/api/liveries/latest', '/api/tags', `/api/liveries/${liveryA}/comments`];
    await keep(...urls);
    const size = app.answerCache?.size;
    expect((await write('POST', '/api/no-such-route')).statusCode).toBe(404);
    expect((await write('DELETE', '/api/liveries/latest/nothing')).statusCode).toBe(404);
    expect((await write('POST', `/api/liveries/${liveryA}/favorite`)).statusCode).toBe(401);
    expect((await write('POST', '/api/liveries/999999/favorite', member)).statusCode).toBe(404);
    expect((await write('POST', '/api/liveries/abc/favorite', member)).statusCode).toBe(400);
    expect((await write('POST', '/api/tags', member, { name: 'Not Yours' })).statusCode).toBe(403);
    expect((await write('DELETE', `/api/liveries/${liveryA}`, member)).statusCode).toBe(403);
    expect(app.answerCache?.size).toBe(size);
    expect(await recomputed(...urls)).toEqual([]);
  });

  it('forgets, for a favourite, that livery’s answers and the lists, and shows the new count at once', async () => {
    app.answerCache?.clear();
    const pageA = `/api/liveries/${liveryA}`;
    const lists = ['/api/liveries/latest', '/api/liveries?sortBy=favoriteCount', `/api/users/${painter.id}`];
    const untouched = [`/api/liveries/${liveryB}`, '/api/tags', '/api/carmodels'];
    await keep(pageA, `${pageA}/versions`, ...lists, ...untouched);
    const before = json(await get(pageA)).favoriteCount;

    expect((await write('POST', `${pageA}/favorite`, member)).statusCode).toBe(200);

    expect(await recomputed(pageA, `${pageA}/versions`, ...lists)).toEqual([pageA, `${pageA}/versions`, ...lists]);
    expect(json(await get(pageA)).favoriteCount).toBe(before + 1);
    const latest: { id: number; favoriteCount: number }[] = json(await get('/api/liveries/latest'));
    expect(latest.find((item) => item.id === liveryA)?.favoriteCount).toBe(before + 1);
    expect(await recomputed(...untouched)).toEqual([]);
    await write('DELETE', `${pageA}/favorite`, member);
  });

  it('forgets a livery’s answers for a counted download, and nothing for a repeat the same day', async () => {
    app.answerCache?.clear();
    const pageA = `/api/liveries/${liveryA}`;
    const urls = [pageA, `${pageA}/versions`, '/api/liveries/latest'];
    await keep(...urls);
    const before = json(await get(pageA)).downloadCount;
    expect((await write('POST', `${pageA}/download`)).statusCode).toBe(200);
    expect(await recomputed(...urls)).toEqual(urls);
    expect(json(await get(pageA)).downloadCount).toBe(before + 1);
    await keep(...urls);
    expect((await write('POST', `${pageA}/download`)).statusCode).toBe(200);
    expect(await recomputed(...urls)).toEqual([]);
    expect(json(await get(pageA)).downloadCount).toBe(before + 1);
  });

  it('shows a favourite to the next anonymous reader at once', async () => {
    const url = `/api/liveries/${liveryA}`;
    const before = json(await app.inject({ method: 'GET', url })).favoriteCount;
    const list = json(await app.inject({ method: 'GET', url: '/api/liveries?sortBy=favoriteCount' }));
    const fav = await app.inject({ method: 'POST', url: `${url}/favorite`, headers: member.headers });
    expect(fav.statusCode).toBe(200);
    expect(json(await app.inject({ method: 'GET', url })).favoriteCount).toBe(before + 1);
    const after = json(await app.inject({ method: 'GET', url: '/api/liveries?sortBy=favoriteCount' }));
    const count = (page: { items: { id: number; favoriteCount: number }[] }) =>
      page.items.find((i) => i.id === liveryA)?.favoriteCount;
    expect(count(after)).toBe((count(list) ?? 0) + 1);
    await app.inject({ method: 'DELETE', url: `${url}/favorite`, headers: member.headers });
    expect(json(await app.inject({ method: 'GET', url })).favoriteCount).toBe(before);
  });

  it('forgets nothing for a write no public answer shows', async () => {
    app.answerCache?.clear();
    const urls = [`/api/liveries/${liveryA}`, '/api/liveries/latest', `/api/users/${painter.id}`, '/api/tags'];
    await keep(...urls);
    expect((await write('POST', `/api/users/${painter.id}/follow`, member)).statusCode).toBe(200);
    expect((await write('POST', `/api/liveries/${liveryA}/follow`, member)).statusCode).toBe(200);
    expect((await write('POST', '/api/collections', member, { name: 'Cache test' })).statusCode).toBe(201);
    expect(await recomputed(...urls)).toEqual([]);
  });

  it('forgets every livery’s answers, not the lists, when a comment is edited', async () => {
    const thread = `/api/liveries/${liveryA}/comments`;
    const posted = await write('POST', thread, member, { body: 'First take' });
    expect(posted.statusCode).toBe(201);
    app.answerCache?.clear();
    await keep(thread, `/api/liveries/${liveryB}`, '/api/liveries/latest');
    const edit = await write('PATCH', `/api/comments/${json(posted).id}`, member, { body: 'Second take' });
    expect(edit.statusCode).toBe(200);
    expect(await recomputed(thread, `/api/liveries/${liveryB}`, '/api/liveries/latest')).toEqual([
      thread,
      `/api/liveries/${liveryB}`,
    ]);
    expect(json(await get(thread)).items[0].body).toBe('Second take');
  });

  it('forgets everything for a write it has no narrower rule for', async () => {
    app.answerCache?.clear();
    const urls = [`/api/liveries/${liveryB}`, '/api/liveries/latest', '/api/tags'];
    await keep(...urls);
    expect((await write('POST', '/api/tags', admin, { name: 'Cache Fresh Tag' })).statusCode).toBe(201);
    expect(await recomputed(...urls)).toEqual(urls);
    expect(json(await get('/api/tags')).map((tag: { name: string }) => tag.name)).toContain('Cache Fresh Tag');
  });
});

describe('what a write changes', () => {
  it('counts sessions and passwords as changing nothing, other better-auth writes as changing everything', () => {
    expect(changesOfWrite('POST', '/api/auth/*', { '*': 'sign-in/email' })).toEqual([]);
    expect(changesOfWrite('POST', '/api/auth/*', { '*': 'request-password-reset' })).toEqual([]);
    expect(changesOfWrite('POST', '/api/auth/*', { '*': 'update-user' })).toBe('everything');
  });

  it('makes an answer of a route it does not know stale on any write that changes something', () => {
    const unlisted = topicOfAnswer('/api/some-new-public-list', {});
    expect(isChangedBy(['lists'], unlisted)).toBe(true);
    expect(isChangedBy([], unlisted)).toBe(false);
    expect(isChangedBy(['livery:*'], topicOfAnswer('/api/liveries/:id', { id: 3 }))).toBe(true);
    expect(isChangedBy(['livery:4', 'lists'], topicOfAnswer('/api/liveries/:id', { id: 3 }))).toBe(false);
  });
});
