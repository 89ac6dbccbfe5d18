import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type Comment,
  type CommentPage,
  type CommentThread,
} from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { CommentsSection } from './comments-section';

const comment = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  liveryId: 7,
  parentId: null,
  author: { id: 9, username: 'lena' },
  body: `Comment ${id}`,
  state: 'visible',
  hiddenBy: null,
  createdAt: '2026-03-14T12:00:00.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  canHide: false,
  ...extra,
});
const thread = (id: number, extra: Partial<CommentThread> = {}): CommentThread => ({
  ...comment(id),
  replies: [],
  replyCount: extra.replies?.length ?? 0,
  ...extra,
});
const page = (items: CommentThread[], totalPages = 1): CommentPage => ({ items, totalCount: items.length, totalPages });

function renderSection(user: typeof member | null, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const view = renderWithAuth(
    pageRoutes(
      '/liveries/7',
      <CommentsSection liveryId={7} currentUser={user} loginPath="/login?redirect=%2Fliveries%2F7" />,
    ),
    '/liveries/7',
    { user },
  );
  return { ...api, ...view };
}

describe('CommentsSection', { timeout: 15_000 }, () => {
  it('shows visitors the threads, placeholders for hidden and deleted ones, and a sign-in link', async () => {
    renderSection(null, {
      'GET /api/liveries/7/comments': ok(
        page([
          thread(1, { replies: [comment(2, { parentId: 1, body: 'A reply' })] }),
          thread(3, { state: 'hidden', hiddenBy: 'uploader', body: '' }),
          thread(6, { state: 'hidden', hiddenBy: 'moderator', body: '' }),
          thread(4, { state: 'deleted', body: '', author: null, replies: [comment(5, { parentId: 4 })] }),
        ]),
      ),
    });
    expect(await screen.findByText('Comment 1', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('A reply')).toBeInTheDocument();
    expect(screen.getByText(COMMENT_MESSAGES.hiddenByUploaderPlaceholder)).toBeInTheDocument();
    // An administrator's hide does not blame the livery's uploader.
    expect(screen.getByText(COMMENT_MESSAGES.hiddenByModeratorPlaceholder)).toBeInTheDocument();
    expect(screen.getByText('Comment deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fliveries%2F7',
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
  });

  it('tells the author of a hidden comment who hid it and that it can no longer be edited', async () => {
    const own = { author: { id: member.id, username: member.username }, canDelete: true };
    renderSection(member, {
      'GET /api/liveries/7/comments': ok(
        page([thread(1, { ...own, state: 'hidden', hiddenBy: 'moderator', body: 'My words', canEdit: true })]),
      ),
    });
    expect(await screen.findByText('My words', undefined, WAIT)).toBeInTheDocument();
    expect(
      screen.getByText(`${COMMENT_MESSAGES.hiddenByModeratorPlaceholder} ${COMMENT_MESSAGES.hiddenNoticeToAuthor}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('lets a member comment and reply, counting the characters left', async () => {
    const api = renderSection(member, {
      'GET /api/liveries/7/comments': ok(page([thread(1)])),
      'POST /api/liveries/7/comments': { status: 201, body: comment(8) },
    });
    const box = await screen.findByLabelText('Add a comment', undefined, WAIT);
    await userEvent.type(box, 'Great work');
    expect(screen.getByText('1990 characters remaining')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/liveries/7/comments')).toHaveLength(1), WAIT);
    expect(api.callsTo('POST', '/api/liveries/7/comments')[0]?.body).toEqual({ body: 'Great work', parentId: null });

    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Reply to lena'), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/liveries/7/comments')).toHaveLength(2), WAIT);
    expect(api.callsTo('POST', '/api/liveries/7/comments')[1]?.body).toEqual({ body: 'Thanks', parentId: 1 });
  });

  it('offers no reply on a full thread, and says how to carry on', async () => {
    const replies = Array.from({ length: COMMENT_LIMITS.repliesPerThread }, (_, i) =>
      comment(100 + i, { parentId: 1 }),
    );
    renderSection(member, { 'GET /api/liveries/7/comments': ok(page([thread(1, { replies })])) });
    expect(await screen.findByText(COMMENT_MESSAGES.threadFull, undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it('shows a few replies of a long thread, and the rest page by page on request (issue 34 §23)', async () => {
    const reply = (n: number) => comment(100 + n, { parentId: 1, body: `Reply ${n}` });
    const shown = COMMENT_LIMITS.repliesShown;
    const size = COMMENT_LIMITS.repliesPageSize;
    const total = shown + size + 2;
    const api = renderSection(null, {
      'GET /api/liveries/7/comments': ok(
        page([thread(1, { replies: Array.from({ length: shown }, (_, i) => reply(i + 1)), replyCount: total })]),
      ),
      'GET /api/comments/1/replies': (call) => {
        const offset = Number(call.url.searchParams.get('offset'));
        const items = Array.from({ length: Math.min(size, total - offset) }, (_, i) => reply(offset + i + 1));
        return ok({ items, totalCount: total });
      },
    });
    const replies = await screen.findByRole('list', { name: 'Replies' }, WAIT);
    expect(within(replies).getAllByRole('listitem')).toHaveLength(shown + 1);
    expect(api.callsTo('GET', '/api/comments/1/replies')).toHaveLength(0);

    await userEvent.click(within(replies).getByRole('button', { name: `Show ${size} more replies` }));
    expect(await within(replies).findByText(`Reply ${shown + size}`, undefined, WAIT)).toBeInTheDocument();
    await userEvent.click(within(replies).getByRole('button', { name: 'Show 2 more replies' }));
    expect(await within(replies).findByText(`Reply ${total}`, undefined, WAIT)).toBeInTheDocument();
    expect(within(replies).queryByRole('button', { name: /more repl/ })).toBeNull();
    expect(api.callsTo('GET', '/api/comments/1/replies').map((c) => c.url.searchParams.get('offset'))).toEqual([
      String(shown),
      String(shown + size),
    ]);
    // Each reply once, in order.
    const texts = within(replies)
      .getAllByText(/^Reply \d+$/)
      .map((el) => el.textContent);
    expect(texts).toEqual(Array.from({ length: total }, (_, i) => `Reply ${i + 1}`));
  });

  it("shows a member's new reply at once, even past the replies the page brought", async () => {
    const shown = COMMENT_LIMITS.repliesShown;
    let stored = Array.from({ length: shown + 4 }, (_, i) => comment(100 + i, { parentId: 1, body: `Reply ${i + 1}` }));
    const answerThread = () => thread(1, { replies: stored.slice(0, shown), replyCount: stored.length });
    renderSection(member, {
      'GET /api/liveries/7/comments': () => ok(page([answerThread()])),
      'GET /api/comments/1/replies': (call) => {
        const offset = Number(call.url.searchParams.get('offset'));
        return ok({ items: stored.slice(offset, offset + COMMENT_LIMITS.repliesPageSize), totalCount: stored.length });
      },
      'POST /api/liveries/7/comments': () => {
        const created = comment(200, { parentId: 1, body: 'My late reply' });
        stored = [...stored, created];
        return { status: 201, body: created };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }, WAIT));
    await userEvent.type(screen.getByLabelText('Reply to lena'), 'My late reply');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(await within(replies).findByText('My late reply', undefined, WAIT)).toBeInTheDocument();
    expect(within(replies).getByText(`Reply ${shown + 4}`)).toBeInTheDocument();
    expect(within(replies).queryByRole('button', { name: /more repl/ })).toBeNull();
  });

  it('asks before deleting one’s own comment, and loads more on request', async () => {
    const api = renderSection(member, {
      'GET /api/liveries/7/comments': (call) =>
        call.url.searchParams.get('page') === '2'
          ? ok({ items: [thread(2)], totalCount: 2, totalPages: 2 })
          : ok({
              items: [thread(1, { canDelete: true, author: { id: member.id, username: member.username } })],
              totalCount: 2,
              totalPages: 2,
            }),
      'DELETE /api/comments/1': { status: 204 },
    });
    await screen.findByText('Comment 1', undefined, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Comment 2', undefined, WAIT)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/comments/1')).toHaveLength(1), WAIT);
  });
});
