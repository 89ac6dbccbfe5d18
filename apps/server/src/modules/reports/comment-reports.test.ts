import { REPORT_ERROR_MESSAGES, REPORT_INPUT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let uploader: TestUser;
let writer: TestUser;
let reporter: TestUser;
let liveryId: number;
let commentId: number;

const reportComment = (user: TestUser, id: number, payload: object = { reason: 'Harassment', comment: 'Insults' }) =>
  t.app.inject({ method: 'POST', url: `/api/reports/comment/${id}`, headers: user.headers, payload });
const reportLivery = (user: TestUser, reason: string) =>
  t.app.inject({ method: 'POST', url: `/api/reports/livery/${liveryId}`, headers: user.headers, payload: { reason } });
const reports = async () =>
  json(await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin.headers })).items as {
    id: number;
    target: string;
    liveryId: number | null;
    livery: { title: string };
    reportedComment: { id: number | null; excerpt: string; authorUsername: string | null; state: string } | null;
  }[];

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  uploader = await createUser(t.app, { username: 'painter_r' });
  writer = await createUser(t.app, { username: 'loud_writer' });
  reporter = await createUser(t.app, { username: 'careful_reader' });
  liveryId = await liveryOf(t.app, uploader, 'Reported livery');
  commentId = json(await postComment(t.app, writer, liveryId, { body: `Rude ${'x'.repeat(300)}` })).id;
});

describe('reporting a comment', () => {
  it('files a comment report the admin Reports page lists with its excerpt, author and livery', async () => {
    const res = await reportComment(reporter, commentId, { reason: 'OffTopic', comment: 'Insults' });
    expect(res.statusCode, res.body).toBe(201);
    const listed = (await reports()).find((r) => r.id === json(res).id);
    expect(listed).toMatchObject({ target: 'comment', liveryId, livery: { title: 'Reported livery' } });
    expect(listed?.reportedComment).toMatchObject({ id: commentId, authorUsername: 'loud_writer', state: 'visible' });
    expect(listed?.reportedComment?.excerpt.startsWith('Rude xxx')).toBe(true);
    expect(listed?.reportedComment?.excerpt.length).toBeLessThanOrEqual(200);
    // The dashboard's recent activity reads the comment reason's label.
    const stats = json(await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers }));
    expect(stats.recentActivities.map((a: { text: string }) => a.text)).toContain(
      '"Reported livery" was reported: Off-topic',
    );
  });

  it('one open report per member and comment; a livery report by the same member is separate', async () => {
    const again = await reportComment(reporter, commentId);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(REPORT_ERROR_MESSAGES.commentAlreadyReported);
    const livery = await reportLivery(reporter, 'Other');
    expect(livery.statusCode).toBe(201);
    expect((await reports()).find((r) => r.id === json(livery).id)).toMatchObject({
      target: 'livery',
      reportedComment: null,
    });
  });

  it('refuses unknown comments and bad reasons', async () => {
    expect((await reportComment(reporter, 999_999)).statusCode).toBe(404);
    expect((await reportComment(reporter, commentId, { reason: 'Boring' })).statusCode).toBe(400);
  });

  it('takes the comment reasons only (issue 34 §18): a livery reason is a 400, a comment reason on a livery too', async () => {
    const other = await createUser(t.app);
    const wrong = await reportComment(other, commentId, { reason: 'BrokenFile' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toContain(REPORT_INPUT_MESSAGES.reasonRequired);
    const onLivery = await reportLivery(other, 'OffTopic');
    expect(onLivery.statusCode).toBe(400);
    const right = await reportComment(other, commentId, { reason: 'OffTopic', comment: null });
    expect(right.statusCode, right.body).toBe(201);
    const listed = await t.app.inject({ method: 'GET', url: '/api/reports?reason=OffTopic', headers: admin.headers });
    const offTopic = json(listed).items.map((r: { id: number; reason: string }) => [r.id, r.reason]);
    expect(offTopic).toContainEqual([json(right).id, 'OffTopic']);
    expect(offTopic.every(([, reason]: [number, string]) => reason === 'OffTopic')).toBe(true);
  });

  it('the admin hides, then deletes the reported comment; the report keeps its excerpt', async () => {
    const hide = await t.app.inject({ method: 'POST', url: `/api/comments/${commentId}/hide`, headers: admin.headers });
    expect(hide.statusCode).toBe(200);
    expect((await reports()).find((r) => r.target === 'comment')?.reportedComment?.state).toBe('hidden');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/comments/${commentId}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    const after = (await reports()).find((r) => r.target === 'comment');
    expect(after?.reportedComment).toMatchObject({ id: null, state: 'deleted' });
    expect(after?.reportedComment?.excerpt.startsWith('Rude')).toBe(true);
  });

  it('the dashboard counts comments', async () => {
    const stats = json(await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers }));
    expect(stats).toMatchObject({ totalComments: 0, commentsLast7Days: 0 });
    await postComment(t.app, writer, liveryId, { body: 'Nicer now' });
    const later = json(await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: admin.headers }));
    expect(later).toMatchObject({ totalComments: 1, commentsLast7Days: 1 });
  });
});
