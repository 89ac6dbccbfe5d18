import { COMMENT_LIMITS } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let uploader: TestUser;
let writer: TestUser;
let liveryId: number;
let busy: number;
let quiet: number;

const SHOWN = COMMENT_LIMITS.repliesShown;
const PAGE = COMMENT_LIMITS.repliesPageSize;
const REPLIES = PAGE + SHOWN + 2;

/** `n` replies to `parentId`, a second apart, so their order is their number. */
async function replies(parentId: number, n: number, hiddenBy: number | null = null) {
  await t.app.deps.db.kysely
    .insertInto('livery_comment')
    .values(
      Array.from({ length: n }, (_, i) => ({
        livery_id: liveryId,
        parent_id: parentId,
        author_id: writer.id,
        body: `Reply ${i + 1}`,
        created_at: t.app.deps.dialect.timestamp(new Date(Date.UTC(2026, 0, 1, 12, 0, i))),
        hidden_at: hiddenBy && i === 0 ? t.app.deps.dialect.timestamp(new Date()) : null,
        hidden_by_id: hiddenBy && i === 0 ? hiddenBy : null,
      })),
    )
    .execute();
}
const moreReplies = (id: number, offset: number, user?: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/comments/${id}/replies?offset=${offset}`, headers: user?.headers ?? {} });
const bodies = (items: { body: string }[]) => items.map((c) => c.body);

beforeAll(async () => {
  uploader = await createUser(t.app);
  writer = await createUser(t.app);
  liveryId = await liveryOf(t.app, uploader);
  busy = json(await postComment(t.app, writer, liveryId, { body: 'A busy thread' })).id;
  quiet = json(await postComment(t.app, writer, liveryId, { body: 'A quiet thread' })).id;
  await replies(busy, REPLIES, uploader.id);
  await replies(quiet, 1);
});

describe('replies come a few at a time (issue 34 §23)', () => {
  it(`a comments page carries the first ${SHOWN} replies of each thread and each thread's reply count`, async () => {
    const page = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}/comments?order=oldest` }));
    const [first, second] = page.items;
    expect(first).toMatchObject({ id: busy, replyCount: REPLIES });
    // The hidden first reply keeps its place; a visitor reads it as empty.
    expect(bodies(first.replies)).toEqual(['', 'Reply 2', 'Reply 3']);
    expect(first.replies[0].state).toBe('hidden');
    expect(second).toMatchObject({ id: quiet, replyCount: 1 });
    expect(bodies(second.replies)).toEqual(['Reply 1']);
  });

  it(`"Show more" pages the rest ${PAGE} at a time, oldest first, as the viewer may see them`, async () => {
    const next = await moreReplies(busy, SHOWN);
    expect(next.statusCode, next.body).toBe(200);
    expect(json(next).totalCount).toBe(REPLIES);
    expect(bodies(json(next).items)).toEqual(Array.from({ length: PAGE }, (_, i) => `Reply ${SHOWN + i + 1}`));
    const last = json(await moreReplies(busy, SHOWN + PAGE));
    expect(bodies(last.items)).toEqual([`Reply ${REPLIES - 1}`, `Reply ${REPLIES}`]);
    expect(json(await moreReplies(busy, REPLIES)).items).toEqual([]);
    // The uploader reads the hidden reply's text, and may show it again.
    const own = json(await moreReplies(busy, 0, uploader)).items[0];
    expect(own).toMatchObject({ body: 'Reply 1', state: 'hidden', canHide: true });
  });

  it('answers 404 for a reply or a missing comment, 400 for a bad offset', async () => {
    const reply = json(await moreReplies(busy, 0)).items[1];
    expect((await moreReplies(reply.id, 0)).statusCode).toBe(404);
    expect((await moreReplies(9_999_999, 0)).statusCode).toBe(404);
    expect((await moreReplies(busy, -1)).statusCode).toBe(400);
  });
});
