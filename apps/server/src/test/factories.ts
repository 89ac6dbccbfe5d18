import { randomBytes } from 'node:crypto';
import type { Role } from '@paddock/contract';
import type { App } from '../app';
import { createCredentialUser } from '../auth/create-credential-user';
import { signedSessionToken } from '../auth/session-lookup';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  password: string;
  token: string;
  /** Headers that sign requests in as this user (`Authorization: Bearer`). */
  headers: { authorization: string };
}

export interface UserOptions {
  role?: Role;
  banned?: boolean;
  username?: string;
  email?: string;
  password?: string;
  emailVerified?: boolean;
}

let counter = 0;

/** A user of any role with a live session, in one line: `const admin = await createUser(app, { role: 'admin' })`. */
export async function createUser(app: App, options: UserOptions = {}): Promise<TestUser> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const username = options.username ?? `racer_${suffix}`;
  const email = options.email ?? `racer_${suffix}@paddock.test`;
  const password = options.password ?? 'correct-horse-battery';
  const role = options.role ?? 'user';
  const { id } = await createCredentialUser(app.deps.auth, {
    email,
    username,
    password,
    role,
    emailVerified: options.emailVerified ?? true,
    hasGivenGdprConsent: true,
  });
  const ctx = await app.deps.auth.$context;
  const session = await ctx.internalAdapter.createSession(String(id));
  if (options.banned) {
    await app.deps.db.kysely
      .updateTable('user')
      .set({ banned: app.deps.dialect.bool(true) })
      .where('id', '=', id)
      .execute();
  }
  return {
    id,
    username,
    email,
    role,
    password,
    token: session.token,
    headers: { authorization: `Bearer ${signedSessionToken(session.token, app.deps.config.authSecret)}` },
  };
}

/** Signs a user in with a fixed role for each of the roles the site knows. */
export async function createUsersByRole(app: App) {
  const [user, moderator, admin, banned] = await Promise.all([
    createUser(app),
    createUser(app, { role: 'moderator' }),
    createUser(app, { role: 'admin' }),
    createUser(app, { banned: true }),
  ]);
  return { user, moderator, admin, banned };
}

/**
 * A bare livery row (no files), for tests that only need the catalogue to be "in use". Upload
 * tests make real liveries through the API instead.
 */
export async function insertLiveryRow(
  app: App,
  {
    uploaderId,
    carModelId,
    tagIds = [],
    title = 'Test livery',
  }: { uploaderId: number; carModelId: number; tagIds?: number[]; title?: string },
): Promise<number> {
  const db = app.deps.db.kysely;
  const fileKey = `liveries/test/${randomBytes(8).toString('hex')}.zip`;
  const { id } = await db
    .insertInto('livery')
    .values({ uploader_id: uploaderId, car_model_id: carModelId, title, file_key: fileKey, file_size: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Its first version, as an upload writes it (issue 19).
  await db
    .insertInto('livery_version')
    .values({ livery_id: id, number: 1, file_key: fileKey, file_size: 1, changelog: null })
    .execute();
  if (tagIds.length > 0) {
    await db
      .insertInto('livery_tag')
      .values(tagIds.map((tag_id) => ({ livery_id: id, tag_id })))
      .execute();
  }
  return id;
}

/** A member following a creator, straight in the database: `await followCreatorRow(app, fan.id, painter.id)`. */
export async function followCreatorRow(app: App, followerId: number, creatorId: number): Promise<void> {
  await app.deps.db.kysely
    .insertInto('follow_creator')
    .values({ follower_id: followerId, creator_id: creatorId })
    .execute();
}

/** A member following a livery, straight in the database. */
export async function followLiveryRow(app: App, followerId: number, liveryId: number): Promise<void> {
  await app.deps.db.kysely
    .insertInto('follow_livery')
    .values({ follower_id: followerId, livery_id: liveryId })
    .execute();
}

/** A collection of `user`'s through the API, in one line (collections module). */
export async function createCollection(
  app: App,
  user: TestUser,
  input: { name?: string; visibility?: 'public' | 'private'; isLeaguePack?: boolean; liveryIds?: number[] } = {},
): Promise<{ id: number; name: string }> {
  const { liveryIds = [], ...fields } = input;
  const res = await app.inject({
    method: 'POST',
    url: '/api/collections',
    headers: user.headers,
    payload: { name: 'My collection', ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`createCollection: ${res.statusCode} ${res.body}`);
  const created = JSON.parse(res.body) as { id: number; name: string };
  for (const liveryId of liveryIds) {
    const add = await app.inject({
      method: 'POST',
      url: `/api/collections/${created.id}/entries`,
      headers: user.headers,
      payload: { liveryId },
    });
    if (add.statusCode !== 200) throw new Error(`createCollection entry: ${add.statusCode} ${add.body}`);
  }
  return created;
}
