import { NOTIFICATION_MESSAGES } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { UnsubscribeView } from './unsubscribe-view';

describe('UnsubscribeView', () => {
  it('unsubscribes with the token, signed out, and says so clearly', async () => {
    const api = fakeApi({
      'POST /api/notifications/unsubscribe': ok({ unsubscribed: true, message: NOTIFICATION_MESSAGES.unsubscribed }),
    });
    renderWithRouter(<UnsubscribeView token="7.abc" />);
    expect(await screen.findByText('You are unsubscribed.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_MESSAGES.unsubscribed)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/notifications/unsubscribe')[0]?.body).toEqual({ token: '7.abc' }),
    );
  });

  it('shows the server’s message for a wrong link, and a way to Settings', async () => {
    fakeApi({ 'POST /api/notifications/unsubscribe': fail(400, NOTIFICATION_MESSAGES.tokenInvalid) });
    renderWithRouter(<UnsubscribeView token="nope" />);
    expect(await screen.findByText(NOTIFICATION_MESSAGES.tokenInvalid, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says the link is incomplete without a token, and calls nothing', () => {
    const api = fakeApi({});
    renderWithRouter(<UnsubscribeView token={null} />);
    expect(screen.getByText(NOTIFICATION_MESSAGES.tokenRequired)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
