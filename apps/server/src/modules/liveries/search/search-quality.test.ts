import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { QUALITY_CASES, QUALITY_LIVERIES } from './search-quality.fixture';

// Issue 38 §8: what players type, and the livery each query must put first, on this database.
const t = useTestApp({}, { answerCache: false });
const json = (res: { body: string }) => JSON.parse(res.body);

beforeAll(async () => {
  const db = t.app.deps.db.kysely;
  const named = async (table: 'car_model' | 'tag') =>
    new Map((await db.selectFrom(table).select(['id', 'name']).execute()).map((r) => [r.name, Number(r.id)]));
  const [models, tags] = await Promise.all([named('car_model'), named('tag')]);
  const authors = new Map<string, number>();
  for (const name of new Set(QUALITY_LIVERIES.map((l) => l.author))) {
    authors.set(name, (await createUser(t.app, { username: name })).id);
  }
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`No ${name} in the test catalogue`);
    return id;
  };
  for (const livery of QUALITY_LIVERIES) {
    const id = await insertLiveryRow(t.app, {
      uploaderId: idOf(authors, livery.author),
      carModelId: idOf(models, livery.model),
      tagIds: livery.tags.map((tag) => idOf(tags, tag)),
      title: livery.title,
    });
    await db
      .updateTable('livery')
      .set({ description: livery.description ?? '', favorite_count: livery.favorites })
      .where('id', '=', id)
      .execute();
  }
});

describe('search quality', () => {
  it.each(QUALITY_CASES)('"$query": $why', async ({ query, first, total, suggestion }) => {
    const url = `/api/liveries?${new URLSearchParams({ search: query, pageSize: '48' })}`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const page = json(res);
    const titles = page.items.map((i: { title: string }) => i.title);
    if (first) expect(titles[0], titles.join(' | ')).toBe(first);
    if (total !== undefined) expect(page.totalCount, titles.join(' | ')).toBe(total);
    expect(page.search?.suggestion).toBe(suggestion);
  });

  it('finds a new livery by the beginning of a word no livery had before, on the next request', async () => {
    const search = async (q: string) =>
      json(await t.app.inject({ method: 'GET', url: `/api/liveries?${new URLSearchParams({ search: q })}` }));
    expect((await search('quokka')).totalCount).toBe(0);
    const [author] = await t.app.deps.db.kysely.selectFrom('user').select('id').limit(1).execute();
    const [model] = await t.app.deps.db.kysely.selectFrom('car_model').select('id').limit(1).execute();
    await insertLiveryRow(t.app, {
      uploaderId: Number(author?.id),
      carModelId: Number(model?.id),
      title: 'Quokkarama',
    });
    expect((await search('quokk')).items.map((i: { title: string }) => i.title)).toEqual(['Quokkarama']);
  });

  it('puts the same livery first in the header: its five results use the same order', async () => {
    const url = `/api/liveries?${new URLSearchParams({ search: 'porshe', pageSize: '5' })}`;
    const page = json(await t.app.inject({ method: 'GET', url }));
    expect(page.items[0].title).toBe('Porsche Pink Pig');
    expect(page.search).toMatchObject({ words: expect.arrayContaining(['porshe', 'porsche']), prefixes: ['porshe'] });
  });
});
