import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES, MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { acceptSignIn, authError, json, member, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';
import { LOGIN_NAME_INVALID } from '../schemas';
import { CONFIRMATION_LINK_INVALID, CONFIRMATION_RESENT, FORGOT_PASSWORD_SENT, LoginForm } from './login-form';

/** better-auth's sign-in by e-mail: sets the session (here, the fake API's user). */
const signInRoutes = acceptSignIn();

function renderLogin(path = '/login') {
  const user = userEvent.setup();
  const view = renderWithAuth(pageRoutes('/login', <LoginForm />), path, { user: null });
  const email = () => screen.getByLabelText('Email');
  const password = () => screen.getByLabelText('Password');
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, ...view, email, password, submit };
}

describe('LoginForm', () => {
  it('validates the fields before calling the server', async () => {
    const { fetchMock } = mockApi();
    const { user, email, submit } = renderLogin();

    await submit();
    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await user.type(email(), 'marco@');
    await submit();
    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.emailInvalid)).toBeInTheDocument();

    // Without an @ it is a username: one with a space is neither.
    await user.clear(email());
    await user.type(email(), 'marco rossi');
    await submit();
    expect(await screen.findByText(LOGIN_NAME_INVALID)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/auth/sign-in'))).toBe(false);
  });

  it('signs in, says so, and goes to the sanitised redirect after 0.5 s', async () => {
    const { bodiesSentTo } = mockApi({ routes: signInRoutes });
    const { user, router, email, password, submit, queryClient } = renderLogin('/login?redirect=%2Fsettings');

    await user.type(email(), '  Marco@Example.com ');
    await user.type(password(), 'hunter22');
    await submit();

    expect(await screen.findByText(ACCOUNT_NOTICES.loginSuccess)).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/auth/sign-in/email')).toEqual([
      { email: 'marco@example.com', password: 'hunter22' },
    ]);
    expect(queryClient.getQueryData(['users', 'me'])).toEqual(member);
    // Still on the login page, button disabled, until the redirect delay has passed.
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: /Logged in/ })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it.each([
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/%2F%2Fevil.com', '/'],
    ['/login', '/'],
  ])('never follows the unsafe redirect %s', async (redirect, expected) => {
    mockApi({ routes: signInRoutes });
    const { user, router, email, password, submit } = renderLogin(`/login?${new URLSearchParams({ redirect })}`);
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'hunter22');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    expect(router.state.location.search).toBe('');
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ routes: { 'POST /api/auth/sign-in/email': () => new Promise((resolve) => (answer = resolve)) } });
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'wrong-one');
    await submit();

    expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();
    answer(authError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ERROR_MESSAGES.loginFailed);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the generic failure for wrong credentials, with the hint and button for an unconfirmed address', async () => {
    // The server answers an unconfirmed account's right password exactly like a wrong one.
    mockApi({ routes: { 'POST /api/auth/sign-in/email': () => authError(401, 'INVALID_EMAIL_OR_PASSWORD') } });
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'wrong-one');
    await submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${ACCOUNT_ERROR_MESSAGES.loginFailed} ${ACCOUNT_NOTICES.confirmFirst}`);
    expect(within(alert).getByRole('button', { name: 'Resend confirmation email' })).toBeInTheDocument();
  });

  it('offers no resend for a banned member', async () => {
    mockApi({ routes: { 'POST /api/auth/sign-in/email': () => authError(403, 'BANNED_USER', MESSAGES.auth.banned) } });
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'hunter22');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.banned);
    expect(screen.queryByRole('button', { name: /Resend confirmation/ })).not.toBeInTheDocument();
  });

  it('shows the ban message and the rate-limit message from the server', async () => {
    let answer = authError(403, 'BANNED_USER', MESSAGES.auth.banned);
    mockApi({ routes: { 'POST /api/auth/sign-in/email': () => answer } });
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'hunter22');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auth.banned);

    answer = json(429, { message: 'Too many requests. Please try again later.' }, { 'Retry-After': '42' });
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.common.tooManyRequests));
    expect(screen.getByRole('alert')).toHaveTextContent('42 seconds');
  });

  it("shows the server's message when this account has to wait after failed attempts", async () => {
    const message = ACCOUNT_SERVER_MESSAGES.signInThrottled(60);
    mockApi({
      routes: {
        'POST /api/auth/sign-in/email': () =>
          json(429, { code: 'SIGN_IN_THROTTLED', message }, { 'Retry-After': '60' }),
      },
    });
    const { user, email, password, submit } = renderLogin();
    await user.type(email(), 'marco@example.com');
    await user.type(password(), 'hunter22');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  describe('when the e-mail is not confirmed', () => {
    async function failUnconfirmed(resend: () => Response) {
      const api = mockApi({
        routes: {
          'POST /api/auth/sign-in/email': () => authError(401, 'INVALID_EMAIL_OR_PASSWORD'),
          'POST /api/auth/send-verification-email': resend,
        },
      });
      const view = renderLogin();
      await view.user.type(view.email(), 'marco@example.com');
      await view.user.type(view.password(), 'hunter22');
      await view.submit();
      const alert = await screen.findByRole('alert');
      return { ...view, ...api, alert };
    }

    it('explains and offers to resend the confirmation e-mail', async () => {
      const { user, alert, bodiesSentTo } = await failUnconfirmed(() => json(200, { status: true }));
      expect(alert).toHaveTextContent(ACCOUNT_NOTICES.confirmFirst);

      await user.click(within(alert).getByRole('button', { name: 'Resend confirmation email' }));
      expect(await screen.findByText(CONFIRMATION_RESENT)).toBeInTheDocument();
      expect(bodiesSentTo('POST /api/auth/send-verification-email')).toEqual([
        { email: 'marco@example.com', callbackURL: '/login?confirmed=1' },
      ]);
    });

    it('needs the e-mail kept in the field to resend', async () => {
      const { user, alert, email, fetchMock } = await failUnconfirmed(() => json(200, { status: true }));
      await user.clear(email());
      await user.click(within(alert).getByRole('button', { name: 'Resend confirmation email' }));

      expect(await screen.findByText(ACCOUNT_NOTICES.resendNeedsEmail)).toBeInTheDocument();
      expect(email()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/send-verification-email', expect.anything());
    });

    it('says so when the resend fails', async () => {
      const { user, alert } = await failUnconfirmed(() => json(500, { message: 'boom' }));
      await user.click(within(alert).getByRole('button', { name: 'Resend confirmation email' }));
      expect(await screen.findByText(ACCOUNT_NOTICES.resendFailed)).toBeInTheDocument();
    });
  });

  describe('forgot password', () => {
    it('needs an e-mail first', async () => {
      const { fetchMock } = mockApi();
      const { user, email } = renderLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

      expect(await screen.findByText(ACCOUNT_NOTICES.forgotNeedsEmail)).toBeInTheDocument();
      expect(email()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/request-password-reset', expect.anything());
    });

    it('asks for a reset link and answers neutrally', async () => {
      const { bodiesSentTo } = mockApi({ routes: { 'POST /api/auth/request-password-reset': () => json(200, {}) } });
      const { user, email } = renderLogin();
      await user.type(email(), 'Marco@example.com');
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

      expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
      expect(bodiesSentTo('POST /api/auth/request-password-reset')).toEqual([
        { email: 'marco@example.com', redirectTo: '/update-password' },
      ]);
    });

    it('says so when the request fails', async () => {
      mockApi({ routes: { 'POST /api/auth/request-password-reset': () => Promise.reject(new TypeError('offline')) } });
      const { user, email } = renderLogin();
      await user.type(email(), 'marco@example.com');
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(await screen.findByText(ACCOUNT_NOTICES.forgotFailed)).toBeInTheDocument();
    });
  });

  it('shows a success banner after the e-mail confirmation link', () => {
    mockApi();
    renderLogin('/login?confirmed=1');
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_SERVER_MESSAGES.emailConfirmed);
  });

  it('says so when the confirmation link was invalid or expired', () => {
    mockApi();
    renderLogin('/login?confirmed=1&error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(CONFIRMATION_LINK_INVALID);
  });

  it('links to Register', () => {
    mockApi();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
