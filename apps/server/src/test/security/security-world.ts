import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { App } from '../../app';
import { signedSessionToken } from '../../auth/session-lookup';
import type { Database } from '../../db/schema';
import { createUser, insertLiveryRow, type TestUser } from '../factories';

/** The six kinds of caller the authorization matrix tries on every endpoint. */
export const ROLE_NAMES = ['anonymous', 'member', 'owner', 'moderator', 'admin', 'banned'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export type Injected = Awaited<ReturnType<App['inject']>>;
export const json = (res: { body: string }) => JSON.parse(res.body);

/**
 * Users of every role and the things they own: `owner` uploaded `ownerLivery`, `member` is a
 * plain member who owns nothing the matrix targets (so every owner-only cell is an IDOR attempt).
 */
export interface SecurityWorld {
  users: Record<Exclude<RoleName, 'anonymous'>, TestUser>;
  /** A second plain member, the target of admin user actions. */
  bystander: TestUser;
  ownerLivery: number;
  carModelId: number;
  carClassId: number;
  tagId: number;
  reportId: number;
}

export async function buildSecurityWorld(app: App): Promise<SecurityWorld> {
  const [member, owner, moderator, admin, banned, bystander] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app, { role: 'moderator' }),
    createUser(app, { role: 'admin' }),
    createUser(app, { banned: true }),
    createUser(app),
  ]);
  const db = app.deps.db.kysely;
  const model = await db.selectFrom('car_model').select(['id', 'car_class_id']).orderBy('id').executeTakeFirstOrThrow();
  const tag = await db.selectFrom('tag').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ownerLivery = await insertLiveryRow(app, { uploaderId: owner.id, carModelId: model.id, tagIds: [tag.id] });
  const { id: reportId } = await db
    .insertInto('report')
    .values({ livery_id: ownerLivery, reporter_id: bystander.id, reason: 'Other', livery_title: 'Test livery' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    users: { member, owner, moderator, admin, banned },
    bystander,
    ownerLivery,
    carModelId: model.id,
    carClassId: model.car_class_id,
    tagId: tag.id,
    reportId,
  };
}

/**
 * Headers that sign a request in as `role`. A banned member's sessions end the moment they are
 * seen, so each banned request gets a fresh session: every cell then meets a live banned session.
 */
export async function headersFor(app: App, world: SecurityWorld, role: RoleName): Promise<Record<string, string>> {
  if (role === 'anonymous') return {};
  if (role !== 'banned') return world.users[role].headers;
  // better-auth refuses to create a session for a banned user, so the row goes in directly, as
  // one made before the ban would be.
  const token = randomBytes(24).toString('base64url');
  const now = app.deps.dialect.now();
  await app.deps.db.kysely
    .insertInto('session')
    .values({
      token,
      user_id: world.users.banned.id,
      expires_at: app.deps.dialect.timestamp(new Date(Date.now() + 3_600_000)),
      created_at: now,
      updated_at: now,
      ip_address: null,
      user_agent: null,
      impersonated_by: null,
    })
    .execute();
  return { authorization: `Bearer ${signedSessionToken(token, app.deps.config.authSecret)}` };
}

const COUNTED_TABLES = [
  'user',
  'account',
  'pending_email_change',
  'object_deletion',
  'car_class',
  'car_model',
  'tag',
  'livery',
  'livery_tag',
  'screenshot',
  'region_configuration',
  'livery_preview',
  'livery_region_share',
  'favorite',
  'download',
  'report',
  'contact_message',
  'audit_event',
  // Not notification rows: the background drain writes those whenever it runs.
  'follow_creator',
  'follow_livery',
  'notification_preference',
  'collection',
  'collection_entry',
  'livery_comment',
  'livery_rating',
  'api_token',
  'webhook',
  'webhook_delivery',
] as const satisfies readonly (keyof Database)[];

/** Rows in every table a request could write, stored objects and temporary files. */
export async function stateCounts(app: App): Promise<Record<string, number>> {
  const db = app.deps.db.kysely;
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  counts.objects = (await storedKeys(app)).length;
  counts.tempFiles = (await readdir(app.deps.tempFiles.dir).catch(() => [])).length;
  return counts;
}

/** Every stored object under the prefixes the site writes. */
export async function storedKeys(app: App): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['liveries/', 'screenshots/', 'thumbnails/', 'previews/'])
    for await (const key of app.deps.storage.list(prefix)) keys.push(key);
  return keys.sort();
}

/** Every object a row references; with `storedKeys` this finds orphans in either direction. */
export async function referencedKeys(app: App): Promise<string[]> {
  const db = app.deps.db.kysely;
  const files = await db.selectFrom('livery').select('file_key').execute();
  // Every version's zip (issue 19); the newest is also the livery's own, so each key counts once.
  const versions = await db.selectFrom('livery_version').select('file_key').execute();
  const shots = await db.selectFrom('screenshot').select(['full_key', 'thumb_key']).execute();
  const previews = await db.selectFrom('livery_preview').select(['texture_key', 'overlay_key']).execute();
  return [
    ...new Set([...files, ...versions].map((f) => f.file_key)),
    ...shots.flatMap((s) => [s.full_key, s.thumb_key]),
    ...previews.flatMap((p) => [p.texture_key, p.overlay_key]),
  ].sort();
}

/** A clear client error: the status, the API's JSON shape and a human sentence. */
export function expectClientError(res: Injected, status: number, message?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = json(res);
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(3);
  if (message !== undefined) expect(body.message).toBe(message);
}

/** One hostile input: what is sent, the answer it must get, and whether anything may be stored. */
export interface BadInput {
  name: string;
  send(): Promise<Injected>;
  status: number;
  message?: string;
  /** Further checks on the answer (headers, identical bodies, escaping…). */
  check?(res: Injected): Promise<void> | void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Builds catalogue cases of JSON calls made as `caller()`. Payloads may be functions, for ids
 * made in `beforeAll`; a case without `message` only checks the status and the error's shape.
 */
export function jsonCases(app: () => App, caller: () => TestUser) {
  return (
    name: string,
    method: Method,
    url: () => string,
    payload: unknown,
    message?: string,
    status = 400,
  ): BadInput => ({
    name,
    send: () => {
      const body = typeof payload === 'function' ? payload() : payload;
      return app().inject({
        method,
        url: url(),
        headers: caller().headers,
        ...(body === undefined ? {} : { payload: body }),
      });
    },
    status,
    ...(message ? { message } : {}),
  });
}

/**
 * Runs a catalogue: each case gets its status (4xx with the API's JSON error shape and a human
 * message; a few neutral 200s where the rule is "answer alike"), and no table, stored object or
 * temporary file changes count. Cases are closures: they may use fixtures made in `beforeAll`.
 */
export function runCatalogue(app: () => App, cases: BadInput[]): void {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = await stateCounts(app());
    const res = await c.send();
    if (c.status >= 400) expectClientError(res, c.status, c.message);
    else expect(res.statusCode, res.body).toBe(c.status);
    await c.check?.(res);
    expect(await stateCounts(app())).toEqual(before);
  });
}
