import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { App } from '../../app';
import { newObjectKey } from '../../storage/storage';
import { freshIp } from '../auth-test-client';
import { insertLiveryRow } from '../factories';
import type { RoleName, SecurityWorld } from './security-world';

/** One HTTP call of a matrix cell; `payload` may be JSON or a FormData body. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface Endpoint {
  group: string;
  name: string;
  /** The call a caller of `role` makes; may create a fresh target first (deletes, reports…). */
  call(app: App, world: SecurityWorld, role: RoleName): Promise<Call> | Call;
  expected: Record<RoleName, number>;
}

type Expectation = Record<RoleName, number>;
export const everyone = (status: number, banned = status): Expectation => ({
  anonymous: status,
  member: status,
  owner: status,
  moderator: status,
  admin: status,
  banned,
});
export const signedIn = (status: number): Expectation => ({ ...everyone(status), anonymous: 401, banned: 403 });
export const adminOnly = (status: number): Expectation => ({ ...signedIn(403), admin: status });
export const ownerOnly = (status: number): Expectation => ({ ...signedIn(403), owner: status });
export const ownerOrAdmin = (status: number): Expectation => ({ ...ownerOnly(status), admin: status });

let seq = 0;
export const unique = (stem: string) => `${stem}_${++seq}${randomBytes(2).toString('hex')}`;

export const freshLivery = (app: App, w: SecurityWorld) =>
  insertLiveryRow(app, { uploaderId: w.users.owner.id, carModelId: w.carModelId });

export async function freshReport(app: App, w: SecurityWorld): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('report')
    .values({
      livery_id: await freshLivery(app, w),
      reporter_id: w.bystander.id,
      reason: 'Other',
      livery_title: 'Test livery',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A bystander's report of a fresh comment on the owner's livery. */
export async function freshCommentReport(app: App, w: SecurityWorld): Promise<number> {
  const commentId = await freshComment(app, w, 'bystander');
  const { id } = await app.deps.db.kysely
    .insertInto('report')
    .values({
      livery_id: w.ownerLivery,
      reporter_id: w.bystander.id,
      reason: 'Spam',
      livery_title: 'Test livery',
      target: 'comment',
      comment_id: commentId,
      comment_excerpt: 'A comment',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A notification of the caller's own (of the owner's for a caller with no account). */
export async function freshNotification(app: App, w: SecurityWorld, role: RoleName): Promise<number> {
  const recipient = role === 'anonymous' ? w.users.owner : w.users[role];
  const { id } = await app.deps.db.kysely
    .insertInto('notification')
    .values({
      event_id: 1_000_000 + ++seq,
      recipient_id: recipient.id,
      kind: 'livery-published',
      actor_id: w.bystander.id,
      livery_id: w.ownerLivery,
      livery_title: 'Test livery',
      ref_id: null,
      excerpt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A comment on the owner's livery, by `author` (the owner's own, or a bystander's). */
export async function freshComment(
  app: App,
  w: SecurityWorld,
  author: 'owner' | 'bystander' = 'owner',
): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('livery_comment')
    .values({
      livery_id: w.ownerLivery,
      author_id: author === 'owner' ? w.users.owner.id : w.bystander.id,
      body: 'A comment',
      parent_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function freshContactMessage(app: App): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('contact_message')
    .values({ name: 'Ann', email: 'ann@paddock.test', subject: 'general', message: 'Hello' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A car class nothing uses, so an admin may rename or delete it. */
export async function freshCarClass(app: App): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('car_class')
    .values({ name: unique('Class') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A car model of a fresh class, with no livery on it. */
export async function freshCarModel(app: App): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('car_model')
    .values({ name: unique('Model'), car_class_id: await freshCarClass(app) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function storedZip(app: App): Promise<string> {
  const key = newObjectKey('liveries', 'zip');
  await app.deps.storage.put(key, Readable.from([Buffer.from('PK\u0005\u0006'.padEnd(22, '\0'))]), {
    contentType: 'application/zip',
  });
  return key;
}

export const LIVERY_EDIT_BODY = {
  title: 'Edited title',
  description: 'Edited.',
  carClassName: 'Hypercar',
  carModelName: 'Porsche 963',
  tagIds: [],
  regionConfigurations: [
    { regionName: 'Black', material: 'Wrap', wrap_Style: 'Shiny' },
    { regionName: 'Red', material: 'Carbon' },
    { regionName: 'Green', material: 'Stickers', sticker_Style: 'Medium' },
    { regionName: 'Blue', material: 'Wrap', wrap_Style: 'Matte' },
    { regionName: 'White', material: 'Stickers', sticker_Style: 'Shiny' },
  ],
};

/** Credentials of the role's own account; an anonymous caller tries a made-up one. */
export function ownCredentials(w: SecurityWorld, role: RoleName) {
  if (role === 'anonymous') return { email: 'nobody@paddock.test', password: 'correct-horse-battery' };
  const user = w.users[role];
  return { email: user.email, password: user.password };
}

export function uploadWithoutFiles(): FormData {
  const form = new FormData();
  form.append('Title', 'Only a title');
  return form;
}

/** A new version's form without its zip: the uploader gets the 400, nothing is stored. */
export function versionWithoutFile(): FormData {
  const form = new FormData();
  form.append('Changelog', 'Only a changelog');
  return form;
}

/** Same-site browser headers and a client address of its own (auth rate limits are per address). */
export const callDefaults = () => ({ headers: { origin: 'http://localhost:3000' }, remoteAddress: freshIp() });
