import { COMMENT_ERROR_CODES, COMMENT_MESSAGES, type NotificationPage } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { drainNotificationEvents } from '../notifications/notification-drain';
import { requoteComment } from '../notifications/notification-events.service';

/** A hidden comment: frozen for its author, quoted nowhere, and saying who hid it. */
const t = useTestApp();
let admin: TestUser;
let uploader: TestUser;
let liveryId: number;

const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
const call = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
const inbox = async (user: TestUser): Promise<NotificationPage> => json(await call(user, 'GET', '/api/notifications'));
const quotesOf = async (commentId: number) => {
  const db = t.app.deps.db.kysely;
  const [told, queued] = await Promise.all([
    db.selectFrom('notification').select('excerpt').where('ref_id', '=', commentId).execute(),
    db.selectFrom('notification_event').select('excerpt').where('ref_id', '=', commentId).execute(),
  ]);
  return [...told, ...queued].map((r) => r.excerpt);
};
const seenBy = async (user: TestUser | undefined, id: number) => {
  const page = json(await call(user, 'GET', `/api/liveries/${liveryId}/comments`));
  const all = page.items.flatMap((c: { replies: unknown[] }) => [c, ...c.replies]);
  return all.find((c: { id: number }) => c.id === id);
};

async function posted(user: TestUser, body: string, parentId?: number): Promise<number> {
  const res = await postComment(t.app, user, liveryId, { body, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id;
}

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  uploader = await createUser(t.app, { username: 'hiding_uploader' });
  liveryId = await liveryOf(t.app, uploader, 'Hidden words');
});

describe('a hidden comment', () => {
  it('cannot be edited by its author, so no new words reach the notifications of it', async () => {
    const [asker, replier] = [await createUser(t.app), await createUser(t.app)];
    const top = await posted(asker, 'Nice work, what paint?');
    const reply = await posted(replier, 'Polite reply');
    const answer = await posted(replier, 'Polite answer', top);
    await drain();
    // The uploader hides one, an administrator the other.
    expect((await call(uploader, 'POST', `/api/comments/${reply}/hide`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/comments/${answer}/hide`)).statusCode).toBe(200);

    for (const id of [reply, answer]) {
      const edit = await call(replier, 'PATCH', `/api/comments/${id}`, { body: 'Insult at https://evil.example' });
      expect(json(edit)).toEqual({
        statusCode: 403,
        code: COMMENT_ERROR_CODES.hidden,
        message: COMMENT_MESSAGES.hiddenNoEdit,
      });
      expect(new Set(await quotesOf(id))).toEqual(new Set([null]));
      // Its author still reads it, as it was, and is offered no Edit.
      const own = await seenBy(replier, id);
      expect(own).toMatchObject({ state: 'hidden', canEdit: false });
      expect(own.body).toMatch(/^Polite/);
    }
    const told = [...(await inbox(uploader)).items, ...(await inbox(asker)).items];
    const ofHidden = told.filter((n) => n.kind !== 'livery-published' && (n.refId === reply || n.refId === answer));
    expect(ofHidden.map((n) => n.excerpt)).toEqual([null, null, null]);
    expect(JSON.stringify(told)).not.toContain('Insult');
  });

  it('is never quoted, whatever asks for a new quote of it', async () => {
    const writer = await createUser(t.app);
    const id = await posted(writer, 'First take');
    await drain();
    expect(await quotesOf(id)).toEqual(['First take', 'First take']);
    expect((await call(uploader, 'POST', `/api/comments/${id}/hide`)).statusCode).toBe(200);
    await t.app.deps.db.kysely.transaction().execute((trx) => requoteComment(trx, id, 'Second take'));
    expect(await quotesOf(id)).toEqual([null, null]);
    // Shown again, it is quoted again.
    expect((await call(uploader, 'POST', `/api/comments/${id}/unhide`)).statusCode).toBe(200);
    expect(await quotesOf(id)).toEqual(['First take', 'First take']);
  });

  it('says who hid it: the uploader, or a moderator', async () => {
    const writer = await createUser(t.app);
    const byUploader = await posted(writer, 'Hidden by the livery owner');
    const byAdmin = await posted(writer, 'Hidden by an administrator');
    expect(await seenBy(undefined, byUploader)).toMatchObject({ state: 'visible', hiddenBy: null });
    expect((await call(uploader, 'POST', `/api/comments/${byUploader}/hide`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/comments/${byAdmin}/hide`)).statusCode).toBe(200);
    for (const viewer of [undefined, writer, uploader, admin]) {
      expect(await seenBy(viewer, byUploader)).toMatchObject({ state: 'hidden', hiddenBy: 'uploader' });
      expect(await seenBy(viewer, byAdmin)).toMatchObject({ state: 'hidden', hiddenBy: 'moderator' });
    }
    expect(await seenBy(undefined, byAdmin)).toMatchObject({ body: '' });
    // The author's data export says the same.
    const exported = json(await call(writer, 'POST', '/api/gdpr/export'));
    expect(exported.comments.map((c: { id: number; hiddenBy: string | null }) => [c.id, c.hiddenBy])).toEqual([
      [byUploader, 'uploader'],
      [byAdmin, 'moderator'],
    ]);
  });
});
