import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { forgetPageAnswers, pageCarries } from '@/test/page-answers';
import { renderWithRouter } from '@/test/render';
import { FollowButton } from './follow-button';

describe('FollowButton', () => {
  afterEach(forgetPageAnswers);

  it('shows the member’s state and follows, then unfollows, with the server’s count', async () => {
    let following = false;
    const state = () => ok({ following, followerCount: following ? 4 : 3 });
    const api = fakeApi({
      'GET /api/users/7/follow': state,
      'POST /api/users/7/follow': () => {
        following = true;
        return state();
      },
      'DELETE /api/users/7/follow': () => {
        following = false;
        return state();
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<FollowButton target="creator" id={7} name="Painter" signedIn />);
    const button = await screen.findByRole('button', { name: 'Follow Painter' }, WAIT);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('3 followers')).toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Following Painter' }, WAIT)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('4 followers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Following Painter' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/users/7/follow')).toHaveLength(1), WAIT);
    expect(await screen.findByRole('button', { name: 'Follow Painter' }, WAIT)).toBeInTheDocument();
  });

  it('is right from the first render when the page carries the member’s follow state', () => {
    pageCarries({ '/api/liveries/3/follow': { following: true, followerCount: 12 } });
    fakeApi({ 'GET /api/liveries/3/follow': () => ok({ following: true, followerCount: 12 }) });
    renderWithRouter(<FollowButton target="livery" id={3} name="Gulf 963" signedIn />);
    expect(screen.getByRole('button', { name: 'Following Gulf 963' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
  });

  it('puts the hint on a line of its own in a narrow column, without the separating dot (issue 34 §10)', () => {
    pageCarries({ '/api/liveries/3/follow': { following: false, followerCount: 2 } });
    fakeApi({ 'GET /api/liveries/3/follow': () => ok({ following: false, followerCount: 2 }) });
    renderWithRouter(
      <FollowButton
        target="livery"
        id={3}
        name="Gulf 963"
        signedIn
        hint="Be told when it gets a new version."
        hintBelow
      />,
    );
    const hint = screen.getByText('Be told when it gets a new version.');
    expect(hint.tagName).toBe('P');
    expect(hint).toHaveClass('basis-full');
  });

  it('asks a visitor to log in and come back, without calling the API', async () => {
    const api = fakeApi({});
    renderWithRouter(<FollowButton target="livery" id={3} name="Gulf 963" signedIn={false} />, '/livery/3/gulf-963');
    const link = screen.getByRole('link', { name: 'Log in to follow' });
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/livery/3/gulf-963')}`);
    expect(api.calls).toEqual([]);
  });
});
