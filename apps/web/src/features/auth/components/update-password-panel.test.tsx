import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES, TIMINGS } from '@paddock/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authError, json, resetLinkCheck as linkCheck, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';
import { UpdatePasswordPanel } from './update-password-panel';

const renderPanel = (path: string) =>
  renderWithAuth(pageRoutes('/update-password', <UpdatePasswordPanel />), path, { user: null });

describe('UpdatePasswordPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports a link without a token as invalid', () => {
    const { fetchMock } = mockApi();
    renderPanel('/update-password');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_NOTICES.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the error better-auth redirected with as invalid or expired', () => {
    mockApi();
    renderPanel('/update-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired);
  });

  it('checks the link, then reports an expired token', async () => {
    mockApi({ routes: { 'GET /api/auth/reset-password/old-token': linkCheck('invalid') } });
    renderPanel('/update-password?token=old-token');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired);
  });

  it('shows the expired-link error when the link cannot be confirmed within 5 s', async () => {
    vi.useFakeTimers();
    mockApi({ routes: { 'GET /api/auth/reset-password/slow-token': () => new Promise<Response>(() => {}) } });
    renderPanel('/update-password?token=slow-token');

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.resetLinkCheckMs - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired);
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
    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.passwordTooShortReset)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secreT');
    await submit();
    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.passwordsDontMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await submit();

    expect(await screen.findByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByText(ACCOUNT_NOTICES.passwordUpdated).length).toBeGreaterThan(0);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired);
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
