import { COMMENT_ERROR_CODES, COMMENT_LIMITS, COMMENT_MESSAGES } from '@paddock/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let uploader: TestUser;
let alice: TestUser;
let bob: TestUser;
let liveryId: number;
let otherLiveryId: number;

const list = (user?: TestUser, query = '', id = liveryId) =>
  t.app.inject({ method: 'GET', url: `/api/liveries/${id}/comments${query}`, headers: user?.headers ?? {} });

async function comment(user: TestUser, body: string, parentId?: number, id = liveryId) {
  const res = await postComment(t.app, user, id, { body, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return json(res);
}

let members = 0;
/** A fresh pair of members for each test: the per-minute comment limit counts per member. */
beforeEach(async () => {
  members += 1;
  alice = await createUser(t.app, { username: `alice_c${members}` });
  bob = await createUser(t.app, { username: `bob_c${members}` });
});

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  uploader = await createUser(t.app, { username: 'uploader_u' });
  liveryId = await liveryOf(t.app, uploader);
  otherLiveryId = await liveryOf(t.app, uploader, 'Other livery');
});

describe('posting and reading comments', () => {
  it('a member comments and replies; visitors read the threads with their replies', async () => {
    const top = await comment(alice, '  Lovely colours!\n\nSee https://example.com  ');
    expect(top).toMatchObject({ body: 'Lovely colours!\n\nSee https://example.com', parentId: null, state: 'visible' });
    expect(top.author).toEqual({ id: alice.id, username: `alice_c${members}` });
    const reply = await comment(bob, 'Agreed', top.id);
    expect(reply.parentId).toBe(top.id);

    const page = json(await list());
    const thread = page.items.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { id: number }) => r.id)).toEqual([reply.id]);
    expect(thread).toMatchObject({ canEdit: false, canDelete: false, canHide: false });
    expect(page.items.some((c: { id: number }) => c.id === reply.id)).toBe(false);
  });

  it('shows the author their own rights and the uploader the right to hide', async () => {
    const top = await comment(alice, 'Mine');
    const asAlice = json(await list(alice)).items.find((c: { id: number }) => c.id === top.id);
    expect(asAlice).toMatchObject({ canEdit: true, canDelete: true, canHide: false });
    const asUploader = json(await list(uploader)).items.find((c: { id: number }) => c.id === top.id);
    expect(asUploader).toMatchObject({ canEdit: false, canDelete: false, canHide: true });
  });

  it('pages top-level comments newest first by default, oldest first on request', async () => {
    const fresh = await liveryOf(t.app, uploader, 'Paged');
    const ids: number[] = [];
    const writers = [alice, bob, admin];
    for (let i = 0; i < COMMENT_LIMITS.pageSize + 2; i += 1) {
      ids.push((await comment(writers[i % 3] as TestUser, `n${i}`, undefined, fresh)).id);
    }
    const first = json(await list(undefined, '', fresh));
    expect(first.totalCount).toBe(COMMENT_LIMITS.pageSize + 2);
    expect(first.totalPages).toBe(2);
    expect(first.items[0].id).toBe(ids.at(-1));
    const second = json(await list(undefined, '?page=2', fresh));
    expect(second.items.map((c: { id: number }) => c.id)).toEqual([ids[1], ids[0]]);
    expect(json(await list(undefined, '?order=oldest', fresh)).items[0].id).toBe(ids[0]);
  });

  it('replies go one level deep and stay on their livery', async () => {
    const top = await comment(alice, 'Top');
    const reply = await comment(bob, 'Reply', top.id);
    const deeper = await postComment(t.app, alice, liveryId, { body: 'Deeper', parentId: reply.id });
    expect(deeper.statusCode).toBe(400);
    expect(json(deeper)).toMatchObject({
      code: COMMENT_ERROR_CODES.invalidParent,
      message: COMMENT_MESSAGES.replyToReply,
    });
    const elsewhere = await postComment(t.app, alice, otherLiveryId, { body: 'Wrong livery', parentId: top.id });
    expect(json(elsewhere).message).toBe(COMMENT_MESSAGES.parentNotFound);
  });

  it.each([
    ['empty', { body: '   ' }, COMMENT_MESSAGES.bodyRequired],
    ['missing', {}, COMMENT_MESSAGES.bodyRequired],
    ['too long', { body: 'x'.repeat(COMMENT_LIMITS.bodyMax + 1) }, COMMENT_MESSAGES.bodyTooLong],
    ['a control character', { body: 'a\u0007b' }, COMMENT_MESSAGES.bodyInvalid],
    ['a text-direction control', { body: 'abc\u202Edef' }, COMMENT_MESSAGES.bodyInvalid],
    ['a zero-width space', { body: 'a\u200Bb' }, COMMENT_MESSAGES.bodyInvalid],
    ['an unknown field', { body: 'ok', extra: 1 }, undefined],
    ['a string parent id', { body: 'ok', parentId: '1' }, undefined],
  ])('refuses a body with %s (400, nothing stored)', async (_, payload, message) => {
    const before = json(await list()).totalCount;
    const res = await postComment(t.app, alice, liveryId, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.body).toContain(message);
    expect(json(await list()).totalCount).toBe(before);
  });

  it('needs a signed-in member and an existing livery', async () => {
    expect((await postComment(t.app, undefined, liveryId, { body: 'Hi' })).statusCode).toBe(401);
    expect((await postComment(t.app, alice, 999_999, { body: 'Hi' })).statusCode).toBe(404);
    expect((await list(undefined, '', 999_999)).statusCode).toBe(404);
    // An existing livery nobody commented on: an empty page, not a 404 (issue 20's one probe).
    const quiet = await liveryOf(t.app, uploader, 'Quiet livery');
    expect(json(await list(undefined, '?page=3', quiet))).toEqual({ items: [], totalCount: 0, totalPages: 0 });
    expect((await list(undefined, '?page=0')).statusCode).toBe(400);
    expect((await list(undefined, '?order=best')).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  const patch = (user: TestUser, id: number, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/comments/${id}`, headers: user.headers, payload: body as object });
  const remove = (user: TestUser, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: user.headers });

  it('the author edits within 15 minutes, not after, and nobody else ever', async () => {
    const c = await comment(alice, 'Typo hree');
    const edited = await patch(alice, c.id, { body: 'Typo here' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ body: 'Typo here' });
    expect(json(edited).editedAt).not.toBeNull();
    expect((await patch(bob, c.id, { body: 'Hijack' })).statusCode).toBe(403);

    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    await t.app.deps.db.kysely
      .updateTable('livery_comment')
      .set({ created_at: t.app.deps.dialect.timestamp(sixteenMinutesAgo) })
      .where('id', '=', c.id)
      .execute();
    const late = await patch(alice, c.id, { body: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(json(late)).toMatchObject({
      code: COMMENT_ERROR_CODES.editWindowOver,
      message: COMMENT_MESSAGES.editWindowOver,
    });
  });

  it('a comment without replies goes; one with replies stays as a tombstone until its last reply goes', async () => {
    const lone = await comment(alice, 'Alone');
    expect((await remove(bob, lone.id)).statusCode).toBe(403);
    expect((await remove(alice, lone.id)).statusCode).toBe(204);
    expect(json(await list()).items.some((c: { id: number }) => c.id === lone.id)).toBe(false);

    const top = await comment(alice, 'Has a reply');
    const reply = await comment(bob, 'The reply', top.id);
    expect((await remove(alice, top.id)).statusCode).toBe(204);
    const tomb = json(await list()).items.find((c: { id: number }) => c.id === top.id);
    expect(tomb).toMatchObject({ state: 'deleted', body: '', author: null });
    expect(tomb.replies.map((r: { body: string }) => r.body)).toEqual(['The reply']);
    expect((await remove(alice, top.id)).statusCode).toBe(404);

    expect((await remove(admin, reply.id)).statusCode).toBe(204);
    expect(json(await list()).items.some((c: { id: number }) => c.id === top.id)).toBe(false);
  });
});

describe('threads', () => {
  it(`take ${COMMENT_LIMITS.repliesPerThread} replies, then answer 409 with the way on`, async () => {
    const top = await comment(bob, 'A popular question');
    await t.app.deps.db.kysely
      .insertInto('livery_comment')
      .values(
        Array.from({ length: COMMENT_LIMITS.repliesPerThread }, (_, i) => ({
          livery_id: liveryId,
          parent_id: top.id,
          author_id: alice.id,
          body: `Reply ${i}`,
        })),
      )
      .execute();
    const refused = await postComment(t.app, alice, liveryId, { body: 'One more', parentId: top.id });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ code: COMMENT_ERROR_CODES.threadFull, message: COMMENT_MESSAGES.threadFull });
    expect((await postComment(t.app, alice, liveryId, { body: 'A new thread' })).statusCode).toBe(201);
  });
});

describe('hiding', () => {
  const hide = (user: TestUser, id: number, action = 'hide') =>
    t.app.inject({ method: 'POST', url: `/api/comments/${id}/${action}`, headers: user.headers });

  it("the livery's uploader hides a comment: others see the placeholder state, the uploader the text", async () => {
    const c = await comment(bob, 'Rude words');
    expect((await hide(alice, c.id)).statusCode).toBe(403);
    expect((await hide(uploader, c.id)).statusCode).toBe(200);
    const asVisitor = json(await list()).items.find((x: { id: number }) => x.id === c.id);
    expect(asVisitor).toMatchObject({ state: 'hidden', body: '' });
    const asUploader = json(await list(uploader)).items.find((x: { id: number }) => x.id === c.id);
    expect(asUploader).toMatchObject({ state: 'hidden', body: 'Rude words', canHide: true });
    const reply = await postComment(t.app, alice, liveryId, { body: 'Replying', parentId: c.id });
    expect(json(reply).message).toBe(COMMENT_MESSAGES.replyToRemoved);

    expect((await hide(admin, c.id, 'unhide')).statusCode).toBe(200);
    expect(json(await list()).items.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      state: 'visible',
      body: 'Rude words',
    });
  });

  it("keeps an administrator's hide: the uploader can neither undo it nor take it over", async () => {
    const c = await comment(bob, 'Reported words');
    expect((await hide(admin, c.id)).statusCode).toBe(200);
    // Hiding again does not make the uploader the hider...
    expect((await hide(uploader, c.id)).statusCode).toBe(200);
    const refused = await hide(uploader, c.id, 'unhide');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(COMMENT_MESSAGES.hiddenByAdmin);
    const asUploader = json(await list(uploader)).items.find((x: { id: number }) => x.id === c.id);
    expect(asUploader).toMatchObject({ state: 'hidden', canHide: false });
    expect(json(await list()).items.find((x: { id: number }) => x.id === c.id)).toMatchObject({ state: 'hidden' });
    expect((await hide(admin, c.id, 'unhide')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it(`allows ${COMMENT_LIMITS.perMinute} comments a minute, then answers 429 with Retry-After`, async () => {
    const fast = await createUser(t.app, { username: 'fast_typist' });
    const fresh = await liveryOf(t.app, uploader, 'Spammed');
    for (let i = 0; i < COMMENT_LIMITS.perMinute; i += 1) await comment(fast, `spam ${i}`, undefined, fresh);
    const refused = await postComment(t.app, fast, fresh, { body: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({
      code: COMMENT_ERROR_CODES.rateLimited,
      message: COMMENT_MESSAGES.rateLimitedMinute,
    });
    expect(json(await list(undefined, '', fresh)).totalCount).toBe(COMMENT_LIMITS.perMinute);
    // Another member is not affected.
    await comment(alice, 'still fine', undefined, fresh);
  });
});
