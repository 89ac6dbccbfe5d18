import { sql } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../app';
import { drainNotificationEvents } from '../modules/notifications/notification-drain';
import { recordNotificationEvent } from '../modules/notifications/notification-events.service';
import { createCollection, createUser, type TestUser } from './factories';
import { postVersion, uploadLivery } from './livery-factory';

/** Test helpers for the GDPR calls: a member with real liveries and activity around them. */

export const gdpr = (
  app: App,
  user: TestUser | { headers: Record<string, string> } | undefined,
  path: string,
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url: `/api/gdpr/${path}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

async function ok(res: Awaited<ReturnType<App['inject']>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
}

export interface World {
  member: TestUser;
  other: TestUser;
  fan: TestUser;
  memberLiveries: number[];
  otherLivery: number;
  /** Every stored object of the member's liveries. */
  memberKeys: string[];
  otherKeys: string[];
}

export async function objectKeysOf(app: App, liveryIds: number[]): Promise<string[]> {
  if (liveryIds.length === 0) return [];
  const db = app.deps.db.kysely;
  // Every version's zip (issue 19), the newest being the livery's own.
  const files = await db.selectFrom('livery_version').select('file_key').where('livery_id', 'in', liveryIds).execute();
  const shots = await db
    .selectFrom('screenshot')
    .select(['full_key', 'thumb_key'])
    .where('livery_id', 'in', liveryIds)
    .execute();
  return [...files.map((f) => f.file_key), ...shots.flatMap((s) => [s.full_key, s.thumb_key])];
}

/**
 * `member` uploads two liveries, favourites one of them and `other`'s livery, downloads and
 * reports `other`'s livery and writes to the admins, follows `other` and their livery (and is told
 * of its new version) and takes the daily digest; `fan` favourites the member's first livery and
 * follows the member, and `other` reports it. On `other`'s livery (issue 19) `member` rates 4 stars
 * and `fan` 2, `member` starts a thread `fan` replies to, posts a lone comment and replies to
 * `other`'s thread.
 */
export async function buildWorld(app: App): Promise<World> {
  const member = await createUser(app, { username: `Member_${Date.now() % 100000}` });
  const other = await createUser(app);
  const fan = await createUser(app);
  const first = await uploadLivery(app, member, { fields: { Title: 'Member One' } });
  // A second version of it, so export and erasure cover older versions' files too.
  expect((await postVersion(app, member, first.id, { changelog: 'Member One, second version' })).statusCode).toBe(201);
  const second = await uploadLivery(app, member, { fields: { Title: 'Member Two' } });
  const theirs = await uploadLivery(app, other, { fields: { Title: 'Other Livery' } });
  const post = (user: TestUser, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });

  await ok(await post(member, `/api/liveries/${theirs.id}/favorite`));
  await ok(await post(member, `/api/liveries/${first.id}/favorite`));
  await ok(await post(fan, `/api/liveries/${first.id}/favorite`));
  await ok(await post(fan, `/api/liveries/${theirs.id}/favorite`));
  await ok(await post(member, `/api/liveries/${theirs.id}/download`));
  await ok(await post(fan, `/api/liveries/${first.id}/download`));
  const report = await post(member, `/api/reports/livery/${theirs.id}`, {
    reason: 'BrokenFile',
    comment: 'Will not load',
  });
  expect(report.statusCode, report.body).toBeLessThan(300);
  const against = await post(other, `/api/reports/livery/${first.id}`, { reason: 'StolenContent', comment: null });
  expect(against.statusCode, against.body).toBeLessThan(300);
  await ok(
    await app.inject({
      method: 'PUT',
      url: `/api/liveries/${theirs.id}/rating`,
      headers: member.headers,
      payload: { stars: 4 },
    }),
  );
  await ok(
    await app.inject({
      method: 'PUT',
      url: `/api/liveries/${theirs.id}/rating`,
      headers: fan.headers,
      payload: { stars: 2 },
    }),
  );
  const comment = async (user: TestUser, body: string, parentId?: number) => {
    const res = await post(user, `/api/liveries/${theirs.id}/comments`, { body, parentId });
    await ok(res, 201);
    return JSON.parse(res.body).id as number;
  };
  const thread = await comment(member, "Member's thread");
  await comment(fan, 'Fan reply', thread);
  await comment(member, 'Member lone comment');
  const othersThread = await comment(other, "Other's thread");
  await comment(member, 'Member reply', othersThread);

  await app.deps.db.kysely
    .insertInto('contact_message')
    .values({
      name: 'Member Realname',
      email: member.email,
      subject: 'account',
      message: 'Hello admins',
      user_id: member.id,
      include_user_info: app.deps.dialect.bool(true),
    })
    .execute();

  // Follows both ways, a digest choice and a notification (a new version of the followed livery).
  await ok(await post(member, `/api/users/${other.id}/follow`));
  await ok(await post(member, `/api/liveries/${theirs.id}/follow`));
  await ok(await post(fan, `/api/users/${member.id}/follow`));
  await ok(
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: member.headers,
      payload: { dailyDigest: true },
    }),
  );
  await app.deps.db.kysely
    .transaction()
    .execute((trx) => recordNotificationEvent(trx, { kind: 'livery-version', liveryId: theirs.id, versionNumber: 2 }));
  await drainNotificationEvents(app.deps.db, app.deps.dialect);
  // Collections: the member's league pack holding `other`'s livery and their own; `other`'s
  // public collection holding the member's first livery (its count must follow its deletion).
  const pack = await createCollection(app, member, {
    name: 'Member Pack',
    isLeaguePack: true,
    liveryIds: [theirs.id, first.id],
  });
  const number = await app.inject({
    method: 'PATCH',
    url: `/api/collections/${pack.id}/entries/${theirs.id}`,
    headers: member.headers,
    payload: { carNumber: '07', driverOrTeam: 'Member Racing' },
  });
  await ok(number);
  await createCollection(app, other, { name: 'Other Picks', visibility: 'public', liveryIds: [first.id, theirs.id] });

  const memberLiveries = [first.id, second.id];
  return {
    member,
    other,
    fan,
    memberLiveries,
    otherLivery: theirs.id,
    memberKeys: await objectKeysOf(app, memberLiveries),
    otherKeys: await objectKeysOf(app, [theirs.id]),
  };
}

/** Every livery's counters equal the rows that justify them. */
export async function expectCountersMatchRows(app: App): Promise<void> {
  const db = app.deps.db.kysely;
  const rows = await db
    .selectFrom('livery as l')
    .select((eb) => [
      'l.id',
      'l.favorite_count',
      'l.download_count',
      eb
        .selectFrom('favorite as f')
        .select(eb.fn.countAll().as('n'))
        .whereRef('f.livery_id', '=', 'l.id')
        .as('favorites'),
      eb
        .selectFrom('download as d')
        .select(eb.fn.countAll().as('n'))
        .whereRef('d.livery_id', '=', 'l.id')
        .as('downloads'),
      'l.rating_count',
      'l.rating_sum',
      eb
        .selectFrom('livery_rating as r')
        .select(eb.fn.countAll().as('n'))
        .whereRef('r.livery_id', '=', 'l.id')
        .as('ratings'),
      eb
        .selectFrom('livery_rating as r')
        .select(sql<number>`coalesce(sum(r.stars), 0)`.as('n'))
        .whereRef('r.livery_id', '=', 'l.id')
        .as('stars'),
    ])
    .execute();
  for (const r of rows) {
    expect(Number(r.rating_count), `ratings of livery ${r.id}`).toBe(Number(r.ratings));
    expect(Number(r.rating_sum), `stars of livery ${r.id}`).toBe(Number(r.stars));
    expect(Number(r.favorite_count), `favourites of livery ${r.id}`).toBe(Number(r.favorites));
    expect(Number(r.download_count), `downloads of livery ${r.id}`).toBe(Number(r.downloads));
  }
  const collections = await db
    .selectFrom('collection as c')
    .select((eb) => [
      'c.id',
      'c.entry_count',
      eb
        .selectFrom('collection_entry as e')
        .select(eb.fn.countAll().as('n'))
        .whereRef('e.collection_id', '=', 'c.id')
        .as('entries'),
    ])
    .execute();
  for (const c of collections) expect(Number(c.entry_count), `entries of collection ${c.id}`).toBe(Number(c.entries));
}

export async function storedKeys(app: App, keys: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const key of keys) if (await app.deps.storage.stat(key)) present.push(key);
  return present;
}
