import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { testDatabaseKind, useTestApp } from '../../test/test-app';

// Word search (issue 38), totals cached per filter, and the author sort that pages
// around liveries whose author is gone: each must answer exactly as a plain scan would.
// These tests write behind the app's back, as another instance would; its in-process answer cache
// shows such writes only after its TTL (public-answer-cache.test.ts), so it is off here.
const t = useTestApp({}, { answerCache: false });
const json = (res: { body: string }) => JSON.parse(res.body);
const browse = async (qs: string) => json(await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}` }));
const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);
let anna: TestUser;
let zoe: TestUser;
let modelId: number;
let tagId: number;

beforeAll(async () => {
  [anna, zoe] = await Promise.all([
    createUser(t.app, { username: 'Anna_Speed' }),
    createUser(t.app, { username: 'Zoe_Drift' }),
  ]);
  const models = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }));
  modelId = models[0].id;
  tagId = json(await t.app.inject({ method: 'GET', url: '/api/tags' }))[0].id;
  for (const [uploader, title] of [
    [anna, 'Gulf Heritage'],
    [anna, 'Blue "Quote" Livery'],
    [zoe, 'Martini Gulf Stripes'],
    [zoe, 'Rothmans 100% Classic'],
  ] as const) {
    await insertLiveryRow(t.app, { uploaderId: uploader.id, carModelId: modelId, title });
  }
});

describe('search', () => {
  it('matches every word in titles and author names, the last as a prefix, ignoring case', async () => {
    expect(titles(await browse('search=GULF&sortBy=title&descending=false'))).toEqual([
      'Gulf Heritage',
      'Martini Gulf Stripes',
    ]);
    // Small pages of a common term walk the sort order and check each row: same answer.
    const single = async (n: number) =>
      titles(await browse(`search=gulf&sortBy=title&descending=false&pageSize=1&pageNumber=${n}`));
    expect([...(await single(1)), ...(await single(2))]).toEqual(['Gulf Heritage', 'Martini Gulf Stripes']);
    // Words, not substrings: "ul" starts no word.
    expect((await browse('search=ul')).totalCount).toBe(0);
    expect(titles(await browse('search=blue%20%22q'))).toEqual(['Blue "Quote" Livery']);
    expect(titles(await browse('search=100%25%20c'))).toEqual(['Rothmans 100% Classic']);
    expect((await browse('search=zoe_d')).totalCount).toBe(2);
    // The header's five results: authors' liveries included, in every order.
    for (const sortBy of ['uploadDate', 'title', 'relevance']) {
      const header = await browse(`search=zoe_d&pageSize=5&sortBy=${sortBy}&descending=false`);
      expect(titles(header).sort(), sortBy).toEqual(['Martini Gulf Stripes', 'Rothmans 100% Classic']);
    }
    // Each word may match a different field: Anna_Speed's Gulf livery.
    expect(titles(await browse('search=speed%20gulf'))).toEqual(['Gulf Heritage']);
    expect((await browse('search=speed%20martini')).totalCount).toBe(0);
  });

  it('refuses what is no search with a clear 400, and reads punctuation alone as none', async () => {
    const ask = (search: string) =>
      t.app.inject({ method: 'GET', url: `/api/liveries?${new URLSearchParams({ search })}` });
    const nine = await ask('one two three four five six seven eight nine');
    expect(nine.statusCode).toBe(400);
    expect(json(nine).message).toContain('Use at most 8 words in a search.');
    expect((await ask('gulf\u0000')).statusCode).toBe(400);
    expect((await ask('x'.repeat(101))).statusCode).toBe(400);
    // Eight words is fine; repeated words count once.
    expect((await ask('gulf gulf gulf gulf gulf gulf gulf gulf gulf')).statusCode).toBe(200);
    const punctuation = json(await ask('#!?'));
    expect(punctuation.totalCount).toBe(4);
    expect(punctuation.search).toBeUndefined();
  });

  it('counts a livery once when both its title and its author match', async () => {
    const page = await browse('search=anna');
    expect(page.totalCount).toBe(2);
    await insertLiveryRow(t.app, { uploaderId: anna.id, carModelId: modelId, title: 'Anna Tribute' });
    const again = await browse('search=anna');
    expect(again.totalCount).toBe(3);
    expect(again.items).toHaveLength(3);
  });
});

describe('totals after writes', () => {
  it('counts a new, retitled, retagged or deleted livery on the very next request', async () => {
    const before = (await browse('')).totalCount;
    const id = await insertLiveryRow(t.app, { uploaderId: zoe.id, carModelId: modelId, title: 'Fresh Paint' });
    expect((await browse('')).totalCount).toBe(before + 1);
    expect((await browse('search=fresh')).totalCount).toBe(1);

    const db = t.app.deps.db.kysely;
    await db.updateTable('livery').set({ title: 'Stale Paint' }).where('id', '=', id).execute();
    expect((await browse('search=fresh')).totalCount).toBe(0);
    expect(titles(await browse('search=stale'))).toEqual(['Stale Paint']);

    expect((await browse(`tagId=${tagId}`)).totalCount).toBe(0);
    await db.insertInto('livery_tag').values({ livery_id: id, tag_id: tagId }).execute();
    expect((await browse(`tagId=${tagId}`)).totalCount).toBe(1);

    await db.deleteFrom('livery').where('id', '=', id).execute();
    expect((await browse('')).totalCount).toBe(before);
    expect((await browse('search=stale')).totalCount).toBe(0);
  });
});

describe('sort by author', () => {
  it('orders by username with ties by id, and places liveries of a deleted author where NULL sorts', async () => {
    const gone = await createUser(t.app, { username: 'Mia_Gone' });
    const orphan = await insertLiveryRow(t.app, { uploaderId: gone.id, carModelId: modelId, title: 'Orphan' });
    await t.app.deps.db.kysely.deleteFrom('user').where('id', '=', gone.id).execute();
    const ascending = await browse('sortBy=author&descending=false&pageSize=48');
    const names = ascending.items.map((i: { authorUsername: string | null }) => i.authorUsername);
    const named = names.filter((n: string | null) => n !== null);
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)));
    // SQLite sorts NULL first when ascending, PostgreSQL last.
    const orphanAt = testDatabaseKind() === 'postgres' ? names.length - 1 : 0;
    expect(ascending.items[orphanAt].id).toBe(orphan);
    const total = ascending.totalCount;

    // Paging one by one walks the same order, across the named and the authorless part.
    const oneByOne = [];
    for (let page = 1; page <= total; page++) {
      oneByOne.push((await browse(`sortBy=author&descending=false&pageSize=1&pageNumber=${page}`)).items[0].id);
    }
    expect(oneByOne).toEqual(ascending.items.map((i: { id: number }) => i.id));
    const descending = await browse('sortBy=author&descending=true&pageSize=48');
    expect(descending.items.map((i: { id: number }) => i.id)).toEqual(oneByOne.reverse());
  });

  it('follows a rename at once, in the whole catalogue and within a model', async () => {
    const aaron = await createUser(t.app, { username: 'Aaron_Apex' });
    const mine = await insertLiveryRow(t.app, { uploaderId: aaron.id, carModelId: modelId, title: 'Renamed later' });
    const firstNamed = async (qs: string) =>
      (await browse(`sortBy=author&descending=false&pageSize=48${qs}`)).items.find(
        (i: { authorUsername: string | null }) => i.authorUsername !== null,
      );
    expect((await firstNamed('')).id).toBe(mine);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: aaron.headers,
      payload: { username: 'Zz_Last' },
    });
    expect(renamed.statusCode).toBe(200);
    for (const qs of ['', `&carModelId=${modelId}`]) {
      const ascending = await browse(`sortBy=author&descending=false&pageSize=48${qs}`);
      const named = ascending.items.filter((i: { authorUsername: string | null }) => i.authorUsername !== null);
      expect(named.at(-1)).toMatchObject({ id: mine, authorUsername: 'Zz_Last' });
      expect((await firstNamed(qs)).id).not.toBe(mine);
    }
  });
});

describe('HTTP caching', () => {
  it('lets anonymous lists and details be cached briefly and revalidated with an ETag', async () => {
    const [first] = (await browse('search=gulf')).items;
    for (const url of ['/api/liveries?search=gulf', `/api/liveries/${first.id}`, '/api/liveries/latest?count=4']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('public, max-age=30, stale-while-revalidate=60');
      expect(res.headers.vary, url).toMatch(/Cookie, Authorization/);
      const etag = res.headers.etag as string;
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    // A change gives a new ETag, so the held copy is refused and the new body sent.
    const res = await t.app.inject({ method: 'GET', url: '/api/liveries/latest?count=4' });
    await insertLiveryRow(t.app, { uploaderId: zoe.id, carModelId: modelId, title: 'Newest' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/liveries/latest?count=4',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(changed.statusCode).toBe(200);
    expect(JSON.parse(changed.body)[0].title).toBe('Newest');
  });

  it('never lets a signed-in answer be stored or shared', async () => {
    const [first] = (await browse('')).items;
    const res = await t.app.inject({ method: 'GET', url: `/api/liveries/${first.id}`, headers: anna.headers });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).isFavoritedByCurrentUser).toBe(false);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers.vary).toMatch(/Cookie, Authorization/);
  });

  it('compresses JSON lists for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/liveries?pageSize=48',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });
});
