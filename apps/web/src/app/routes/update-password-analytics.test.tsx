import { COOKIE_CONSENT_KEY } from '@paddock/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker';
import { UpdatePasswordPanel } from '@/features/auth/components/update-password-panel';
import { forgetUrlCredentials, stripCredentialsFromAddressBar } from '@/lib/url-credentials';
import { json, resetLinkCheck as linkCheck, mockApi, renderWithAuth } from '@/test/auth-testing';

// The reset page as the app composes it (analytics tracker and panel side by side), so it lives with the
// routes rather than in either feature.
describe('UpdatePasswordPanel after the token left the address bar (a real page load)', () => {
  afterEach(() => {
    forgetUrlCredentials();
    window.history.replaceState(null, '', '/');
    for (const node of document.head.querySelectorAll('meta[name="paddock-analytics-id"], script')) node.remove();
    delete window.dataLayer;
    delete window.gtag;
  });

  it('still resets the password with the token, which analytics never sees', async () => {
    const meta = document.createElement('meta');
    meta.name = 'paddock-analytics-id';
    meta.content = 'G-TEST123';
    document.head.append(meta);
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    const { bodiesSentTo } = mockApi({
      routes: {
        'GET /api/auth/reset-password/mailed-token': linkCheck('valid'),
        'POST /api/auth/reset-password': () => json(200, { status: true }),
      },
    });

    // What main.tsx does before the router and the tracker exist.
    window.history.replaceState(null, '', '/update-password?token=mailed-token');
    stripCredentialsFromAddressBar();
    expect(window.location.href).not.toContain('mailed-token');

    const landed = `${window.location.pathname}${window.location.search}`;
    expect(landed).toBe('/update-password');
    renderWithAuth(
      [{ path: '/update-password', element: [<AnalyticsTracker key="a" />, <UpdatePasswordPanel key="p" />] }],
      landed,
      { user: null },
    );

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/auth/reset-password')).toEqual([
      { newPassword: 'new-secret', token: 'mailed-token' },
    ]);

    const sentToTag = JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
    expect(sentToTag).toContain('page_view');
    expect(sentToTag).not.toContain('mailed-token');
  });
});
