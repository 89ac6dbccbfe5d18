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
