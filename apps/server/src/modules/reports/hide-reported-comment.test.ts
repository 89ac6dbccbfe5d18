import { ADMIN_MESSAGES, COMMENT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let uploader: TestUser;
let writer: TestUser;
let liveryId: number;

const reportComment = async (user: TestUser, commentId: number) =>
  json(
    await t.app.inject({
      method: 'POST',
      url: `/api/reports/comment/${commentId}`,
      headers: user.headers,
      payload: { reason: 'Harassment' },
    }),
  ).id as number;
const hideFrom = (reportId: number, user = admin) =>
  t.app.inject({ method: 'POST', url: `/api/reports/${reportId}/hide-comment`, headers: user.headers });
const statusOf = async (reportId: number) =>
  json(await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin.headers })).items.find(
    (r: { id: number }) => r.id === reportId,
  )?.status;

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin', username: 'mod_anna' });
  uploader = await createUser(t.app);
  writer = await createUser(t.app);
  liveryId = await liveryOf(t.app, uploader, 'Moderated livery');
});

describe('hiding a comment from its report (issue 34 §19)', () => {
  it('hides the comment and resolves this report and the other open ones of that comment, in one call', async () => {
    const commentId = json(await postComment(t.app, writer, liveryId, { body: 'You paint like a toddler' })).id;
    const first = await reportComment(await createUser(t.app), commentId);
    const second = await reportComment(await createUser(t.app), commentId);

    const res = await hideFrom(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      id: first,
      status: 'Resolved',
      handledBy: { id: admin.id, username: 'mod_anna' },
      reportedComment: { id: commentId, state: 'hidden' },
    });
    expect(await statusOf(second)).toBe('Resolved');

    // Readers see the moderator's placeholder; the uploader cannot show it again.
    const thread = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}/comments` }));
    expect(thread.items[0]).toMatchObject({ id: commentId, state: 'hidden', hiddenBy: 'moderator', body: '' });
    const unhide = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${commentId}/unhide`,
      headers: uploader.headers,
    });
    expect(unhide.statusCode).toBe(403);
    expect(json(unhide).message).toBe(COMMENT_MESSAGES.hiddenByAdmin);

    const audited = await auditActions(t.app, 'comment');
    expect(audited).toContainEqual({ action: 'comment.hidden', targetId: String(commentId), actorId: admin.id });
    expect((await auditActions(t.app, 'report')).filter((a) => a.action === 'report.Resolved')).toHaveLength(2);
  });

  it("takes over the uploader's own hide, so the uploader cannot undo the moderation", async () => {
    const commentId = json(await postComment(t.app, writer, liveryId, { body: 'Spam spam spam' })).id;
    const hide = { method: 'POST' as const, url: `/api/comments/${commentId}/hide`, headers: uploader.headers };
    expect((await t.app.inject(hide)).statusCode).toBe(200);
    const report = await reportComment(await createUser(t.app), commentId);
    expect((await hideFrom(report)).statusCode).toBe(200);
    const unhide = await t.app.inject({ ...hide, url: `/api/comments/${commentId}/unhide` });
    expect(unhide.statusCode).toBe(403);
  });

  it('refuses a livery report, a deleted comment, a missing report and non-admins', async () => {
    const liveryReport = await t.app.inject({
      method: 'POST',
      url: `/api/reports/livery/${liveryId}`,
      headers: writer.headers,
      payload: { reason: 'BrokenFile' },
    });
    const onLivery = await hideFrom(json(liveryReport).id);
    expect(onLivery.statusCode).toBe(409);
    expect(json(onLivery).message).toBe(ADMIN_MESSAGES.reportNotOnComment);

    const commentId = json(await postComment(t.app, writer, liveryId, { body: 'Soon gone' })).id;
    const report = await reportComment(await createUser(t.app), commentId);
    expect((await hideFrom(report, uploader)).statusCode).toBe(403);
    await t.app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: writer.headers });
    const gone = await hideFrom(report);
    expect(gone.statusCode).toBe(409);
    expect(json(gone).message).toBe(ADMIN_MESSAGES.reportedCommentGone);
    expect(await statusOf(report)).toBe('Pending');

    expect((await hideFrom(9_999_999)).statusCode).toBe(404);
  });
});
