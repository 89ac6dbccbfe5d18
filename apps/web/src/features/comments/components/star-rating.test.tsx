import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { liveryDetail } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { StarRating } from './star-rating';

const render = (user: typeof member | null, livery = liveryDetail({ ratingAverage: 4.5, ratingCount: 2 })) =>
  renderWithAuth(
    pageRoutes('/liveries/7', <StarRating livery={livery} currentUser={user} loginPath="/login" />),
    '/liveries/7',
    { user },
  );

describe('StarRating', { timeout: 15_000 }, () => {
  it('shows the average and count, and visitors a sign-in link', async () => {
    fakeApi({});
    render(null);
    expect(await screen.findByText('4.5', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/2 ratings/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to rate' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('lets a member pick stars from a radio group and remove the rating', async () => {
    const api = fakeApi({
      'GET /api/liveries/7/rating': ok({ stars: null, ratingAverage: 4.5, ratingCount: 2 }),
      'PUT /api/liveries/7/rating': ok({ stars: 4, ratingAverage: 4.3, ratingCount: 3 }),
      'DELETE /api/liveries/7/rating': ok({ stars: null, ratingAverage: 4.5, ratingCount: 2 }),
    });
    render(member);
    const four = await screen.findByRole('radio', { name: '4 stars' }, WAIT);
    await waitFor(() => expect(four).toBeEnabled(), WAIT);
    await userEvent.click(four);
    await waitFor(() => expect(api.callsTo('PUT', '/api/liveries/7/rating')[0]?.body).toEqual({ stars: 4 }), WAIT);
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked(), WAIT);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove my rating' }, WAIT));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/liveries/7/rating')).toHaveLength(1), WAIT);
  });

  it('tells the uploader they cannot rate their own livery', async () => {
    fakeApi({});
    render(member, liveryDetail({ uploader: { id: member.id, username: member.username } }));
    expect(await screen.findByText('You cannot rate your own livery.', undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
