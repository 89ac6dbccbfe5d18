import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acceptSignIn, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';
import { LOGIN_NAME_HINT } from '../schemas';
import { rememberSignedUpEmail, SIGNED_UP_EMAIL_KEPT_MS, signedUpEmail } from '../signed-up-email';
import { LoginForm } from './login-form';

// Issue 34 §24 (a username signs in too) and §25 (the address typed at sign-up is filled in).

function renderLogin(path = '/login') {
  const user = userEvent.setup();
  const view = renderWithAuth(pageRoutes('/login', <LoginForm />), path, { user: null });
  const field = () => screen.getByLabelText('Email');
  const logIn = async (name: string) => {
    await user.clear(field());
    await user.type(field(), name);
    await user.type(screen.getByLabelText('Password'), 'hunter22');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  };
  return { user, ...view, field, logIn };
}

describe('LoginForm: e-mail or username', () => {
  it('keeps the spec’s Email label and says a username works too', () => {
    mockApi();
    const { field } = renderLogin();
    expect(field()).toHaveAccessibleDescription(LOGIN_NAME_HINT);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('autocomplete', 'username');
  });

  it('signs in with a username through the username path, as typed', async () => {
    const api = mockApi({ routes: acceptSignIn('/api/auth/sign-in/username') });
    const { logIn } = renderLogin();
    await logIn('  pitlane.paula ');

    expect(await screen.findByText(ACCOUNT_NOTICES.loginSuccess)).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/auth/sign-in/username')).toEqual([
      { username: 'pitlane.paula', password: 'hunter22' },
    ]);
    expect(api.bodiesSentTo('POST /api/auth/sign-in/email')).toEqual([]);
  });

  it('asks for the e-mail, not a username, to send a reset link', async () => {
    const { fetchMock } = mockApi();
    const { user, field } = renderLogin();
    await user.type(field(), 'pitlane.paula');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    expect(await screen.findByText(ACCOUNT_NOTICES.forgotNeedsEmail)).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('request-password-reset'))).toBe(false);
  });
});

describe('LoginForm: the address typed at sign-up', () => {
  it('is filled in after the confirmation link, kept out of the URL, and forgotten at sign-in', async () => {
    rememberSignedUpEmail('lena@example.com');
    const api = mockApi({ routes: acceptSignIn('/api/auth/sign-in/email') });
    const { user, field, router } = renderLogin('/login?confirmed=1');
    expect(field()).toHaveValue('lena@example.com');
    expect(router.state.location.search).toBe('?confirmed=1');

    await user.type(screen.getByLabelText('Password'), 'pit-lane-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(ACCOUNT_NOTICES.loginSuccess)).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/auth/sign-in/email')).toEqual([
      { email: 'lena@example.com', password: 'pit-lane-42' },
    ]);
    await waitFor(() => expect(signedUpEmail()).toBe(''));
  });

  it('is not filled in once the confirmation link has expired, nor when none was kept', () => {
    mockApi();
    rememberSignedUpEmail('lena@example.com', Date.now() - SIGNED_UP_EMAIL_KEPT_MS - 1);
    const { field, unmount } = renderLogin('/login?confirmed=1');
    expect(field()).toHaveValue('');
    expect(window.localStorage.length).toBe(0);
    unmount();

    window.localStorage.setItem('paddock.signedUpEmail', 'not json');
    expect(renderLogin('/login?confirmed=1').field()).toHaveValue('');
  });
});
