import { COMMENT_ERROR_CODES, RATING_MESSAGES, ratingScoreOf } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let uploader: TestUser;
let voters: TestUser[];

const rate = (user: TestUser | undefined, liveryId: number, payload: unknown, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({
    method,
    url: `/api/liveries/${liveryId}/rating`,
    headers: user?.headers ?? {},
    ...(method === 'PUT' ? { payload: payload as object } : {}),
  });
const detail = async (id: number) => json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` }));

/** The livery's counters next to its rows: they must always agree. */
async function countersAndRows(liveryId: number) {
  const db = t.app.deps.db.kysely;
  const livery = await db
    .selectFrom('livery')
    .select(['rating_count', 'rating_sum', 'rating_score'])
    .where('id', '=', liveryId)
    .executeTakeFirstOrThrow();
  const rows = await db.selectFrom('livery_rating').select('stars').where('livery_id', '=', liveryId).execute();
  const sum = rows.reduce((a, r) => a + Number(r.stars), 0);
  return {
    counters: [Number(livery.rating_count), Number(livery.rating_sum), Number(livery.rating_score)],
    rows: [rows.length, sum, ratingScoreOf(rows.length, sum)],
  };
}

beforeAll(async () => {
  uploader = await createUser(t.app, { username: 'rated_uploader' });
  voters = [];
  for (let i = 0; i < 12; i += 1) voters.push(await createUser(t.app, { username: `voter${i}` }));
});

describe('rating a livery', () => {
  it('sets, changes and removes a member’s stars; the livery shows the average and count', async () => {
    const id = await liveryOf(t.app, uploader);
    const [a, b] = voters as [TestUser, TestUser];
    expect(json(await rate(a, id, { stars: 4 }))).toEqual({ stars: 4, ratingAverage: 4, ratingCount: 1 });
    expect(json(await rate(b, id, { stars: 5 }))).toEqual({ stars: 5, ratingAverage: 4.5, ratingCount: 2 });
    expect(json(await rate(a, id, { stars: 2 }))).toEqual({ stars: 2, ratingAverage: 3.5, ratingCount: 2 });
    expect(await detail(id)).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
    const mine = await t.app.inject({ method: 'GET', url: `/api/liveries/${id}/rating`, headers: a.headers });
    expect(json(mine)).toEqual({ stars: 2, ratingAverage: 3.5, ratingCount: 2 });
    const c = await countersAndRows(id);
    expect(c.counters).toEqual(c.rows);

    expect(json(await rate(a, id, null, 'DELETE'))).toEqual({ stars: null, ratingAverage: 5, ratingCount: 1 });
    expect(json(await rate(a, id, null, 'DELETE'))).toEqual({ stars: null, ratingAverage: 5, ratingCount: 1 });
    expect(json(await rate(b, id, null, 'DELETE'))).toEqual({ stars: null, ratingAverage: null, ratingCount: 0 });
    const empty = await countersAndRows(id);
    expect(empty.counters).toEqual([0, 0, 0]);
  });

  it('refuses the uploader’s own livery, stars outside 1–5, visitors and unknown liveries', async () => {
    const id = await liveryOf(t.app, uploader);
    const own = await rate(uploader, id, { stars: 5 });
    expect(own.statusCode).toBe(400);
    expect(json(own)).toMatchObject({ code: COMMENT_ERROR_CODES.ownLivery, message: RATING_MESSAGES.ownLivery });
    for (const stars of [0, 6, 3.5, '4', null]) {
      const res = await rate(voters[0], id, { stars });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(RATING_MESSAGES.starsInvalid);
    }
    expect((await rate(voters[0], id, { stars: 4, extra: true })).statusCode).toBe(400);
    expect((await rate(undefined, id, { stars: 4 })).statusCode).toBe(401);
    expect((await rate(voters[0], 999_999, { stars: 4 })).statusCode).toBe(404);
    expect(await detail(id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
  });
});

describe('browse sorted by rating', () => {
  it('ranks by the Bayesian score: many good votes beat one perfect vote, unrated come last', async () => {
    const oneFive = await liveryOf(t.app, uploader, 'One five-star vote');
    const manyFours = await liveryOf(t.app, uploader, 'Many four-star votes');
    const unrated = await liveryOf(t.app, uploader, 'Nobody rated');
    await rate(voters[0], oneFive, { stars: 5 });
    for (const voter of voters) await rate(voter, manyFours, { stars: 4 });

    const res = await t.app.inject({ method: 'GET', url: '/api/liveries?sortBy=rating&pageSize=48' });
    expect(res.statusCode).toBe(200);
    const ids: number[] = json(res).items.map((l: { id: number }) => l.id);
    expect(ids.indexOf(manyFours)).toBeLessThan(ids.indexOf(oneFive));
    expect(ids.indexOf(oneFive)).toBeLessThan(ids.indexOf(unrated));
    const card = json(res).items.find((l: { id: number }) => l.id === manyFours);
    expect(card).toMatchObject({ ratingAverage: 4, ratingCount: voters.length });

    const ascending = await t.app.inject({
      method: 'GET',
      url: '/api/liveries?sortBy=rating&descending=false&pageSize=48',
    });
    expect(json(ascending).items.at(-1).id).toBe(manyFours);
  });
});
