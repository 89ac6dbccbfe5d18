import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES, COOKIE_CONSENT_KEY, TIMINGS } from '@paddock/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker';
import { forgetUrlCredentials, stripCredentialsFromAddressBar } from '@/lib/url-credentials';
import { authError, json, mockApi, pageRoutes, renderWithAuth } from '../testing';
import { UpdatePasswordPanel } from './update-password-panel';

/** better-auth's reset-link endpoint: a redirect back to /update-password with the token or an error. */
function linkCheck(verdict: 'valid' | 'invalid') {
  return (_: unknown, url: URL) => {
    const token = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const landed = verdict === 'valid' ? `?token=${token}` : '?error=INVALID_TOKEN';
    const response = new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(response, 'redirected', { value: true });
    Object.defineProperty(response, 'url', { value: `http://localhost/update-password${landed}` });
    return response;
  };
}

const renderPanel = (path: string) =>
  renderWithAuth(pageRoutes('/update-password', <UpdatePasswordPanel />), path, { user: null });

describe('UpdatePasswordPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a link without a token as invalid', () => {
    const { fetchMock } = mockApi();
    renderPanel('/update-password');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the error better-auth redirected with as invalid or expired', () => {
    mockApi();
    renderPanel('/update-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalidOrExpired);
  });

  it('checks the link, then reports an expired token', async () => {
    mockApi({ routes: { 'GET /api/auth/reset-password/old-token': linkCheck('invalid') } });
    renderPanel('/update-password?token=old-token');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalidOrExpired);
  });

  it('shows the expired-link error when the link cannot be confirmed within 5 s', async () => {
    vi.useFakeTimers();
    mockApi({ routes: { 'GET /api/auth/reset-password/slow-token': () => new Promise<Response>(() => {}) } });
    renderPanel('/update-password?token=slow-token');

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.resetLinkCheckMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalidOrExpired);
  });

  it('with a valid link: validates the new password, sets it and confirms', async () => {
    const { bodiesSentTo } = mockApi({
      routes: {
        'GET /api/auth/reset-password/good-token': linkCheck('valid'),
        'POST /api/auth/reset-password': () => json(200, { status: true }),
      },
    });
    const user = userEvent.setup();
    const { router } = renderPanel('/update-password?token=good-token');

    const password = await screen.findByLabelText('New password');
    // The token is a credential: it leaves the address bar once read.
    expect(router.state.location.search).toBe('');

    const submit = () => user.click(screen.getByRole('button', { name: 'Update Password' }));
    await user.type(password, '12345');
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooShortReset)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secreT');
    await submit();
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordsDontMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await submit();

    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByText(ACCOUNT_MESSAGES.passwordUpdated).length).toBeGreaterThan(0);
    expect(bodiesSentTo('POST /api/auth/reset-password')).toEqual([{ newPassword: 'new-secret', token: 'good-token' }]);
  });

  it('turns a token refused on submit into the token error', async () => {
    mockApi({
      routes: {
        'GET /api/auth/reset-password/used-token': linkCheck('valid'),
        'POST /api/auth/reset-password': () => authError(400, 'INVALID_TOKEN', 'Invalid token'),
      },
    });
    const user = userEvent.setup();
    renderPanel('/update-password?token=used-token');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalidOrExpired);
  });

  it("puts the server's refusal of a common password under the new password", async () => {
    mockApi({
      routes: {
        'GET /api/auth/reset-password/good-token': linkCheck('valid'),
        'POST /api/auth/reset-password': () =>
          authError(400, 'PASSWORD_TOO_COMMON', ACCOUNT_SERVER_MESSAGES.passwordTooCommon),
      },
    });
    const user = userEvent.setup();
    renderPanel('/update-password?token=good-token');
    await user.type(await screen.findByLabelText('New password'), 'iloveyou');
    await user.type(screen.getByLabelText('Confirm new password'), 'iloveyou');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      ACCOUNT_SERVER_MESSAGES.passwordTooCommon,
    );
  });

  it('lets the reset call decide when the check is inconclusive', async () => {
    mockApi({ routes: { 'GET /api/auth/reset-password/tok': () => json(429, { message: 'Too many requests.' }) } });
    renderPanel('/update-password?token=tok');
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});

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
