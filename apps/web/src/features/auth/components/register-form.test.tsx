import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES } from '@paddock/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authError, json, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';
import { signedUpEmail } from '../signed-up-email';
import { CHECK_YOUR_EMAIL, RegisterForm } from './register-form';

function renderRegister() {
  const user = userEvent.setup();
  renderWithAuth(pageRoutes('/register', <RegisterForm />), '/register', { user: null });
  const button = () => screen.getByRole('button', { name: /Create Account|Creating account/ });
  const consent = () => screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  const fill = async (values: { email?: string; username?: string; password?: string }) => {
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  };
  return { user, button, consent, fill };
}

const valid = { email: 'New@Example.com', username: 'gulf_lab', password: 'hunter22' };

describe('RegisterForm', () => {
  it('keeps the button disabled, and says why, until consent is given', async () => {
    mockApi();
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);

    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription(ACCOUNT_INPUT_MESSAGES.consentRequired);

    await user.click(consent());
    expect(button()).toBeEnabled();
    expect(screen.queryByText(ACCOUNT_INPUT_MESSAGES.consentRequired)).not.toBeInTheDocument();

    await user.click(consent());
    expect(button()).toBeDisabled();
  });

  it('links the consent to the Terms of Service and the Privacy Policy, and links to Login', () => {
    mockApi();
    renderRegister();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the field messages', async () => {
    const { fetchMock } = mockApi();
    const { user, button, consent, fill } = renderRegister();
    await fill({ email: 'nope', username: 'has space', password: '12345' });
    await user.click(consent());
    await user.click(button());

    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.passwordTooShortRegister)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_INPUT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_INPUT_MESSAGES.usernameInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-up/email', expect.anything());
  });

  it('signs up with the consent and tells the member to check their e-mail', async () => {
    const { bodiesSentTo } = mockApi({ routes: { 'POST /api/auth/sign-up/email': () => json(200, { token: null }) } });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());

    expect(await screen.findByText(CHECK_YOUR_EMAIL)).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(bodiesSentTo('POST /api/auth/sign-up/email')).toEqual([
      {
        email: 'new@example.com',
        password: 'hunter22',
        name: 'gulf_lab',
        username: 'gulf_lab',
        hasGivenGdprConsent: true,
        callbackURL: '/login?confirmed=1',
      },
    ]);
    // The login page the confirmation link opens fills it in (issue 34 §25).
    expect(signedUpEmail()).toBe('new@example.com');
  });

  it('disables the button while the account is being created', async () => {
    mockApi({ routes: { 'POST /api/auth/sign-up/email': () => new Promise<Response>(() => {}) } });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());
    expect(await screen.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  });

  it.each([
    [
      'a refusal',
      () => authError(400, 'FAILED_TO_CREATE_USER', 'Failed to create user'),
      ACCOUNT_NOTICES.registerFailed,
    ],
    ['a server failure', () => json(500, { message: 'boom' }), ACCOUNT_NOTICES.registerUnexpected],
    ['a network failure', () => Promise.reject(new TypeError('offline')), ACCOUNT_NOTICES.registerUnexpected],
  ])('reports %s', async (_, answer, message) => {
    mockApi({ routes: { 'POST /api/auth/sign-up/email': answer as () => Response } });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(signedUpEmail()).toBe('');
  });

  it('puts a taken username on the username field', async () => {
    mockApi({
      routes: {
        'POST /api/auth/sign-up/email': () => authError(400, 'USERNAME_IS_ALREADY_TAKEN', 'Username is taken'),
      },
    });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());
    expect(await screen.findByText(ACCOUNT_ERROR_MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it("puts the server's refusal of a common password under the password field", async () => {
    mockApi({
      routes: {
        'POST /api/auth/sign-up/email': () =>
          authError(400, 'PASSWORD_TOO_COMMON', ACCOUNT_SERVER_MESSAGES.passwordTooCommon),
      },
    });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(ACCOUNT_SERVER_MESSAGES.passwordTooCommon);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it("puts the server's refusal of mixed scripts under the username field", async () => {
    mockApi({
      routes: {
        'POST /api/auth/sign-up/email': () =>
          authError(400, 'USERNAME_MIXED_SCRIPTS', ACCOUNT_SERVER_MESSAGES.usernameMixedScripts),
      },
    });
    const { user, button, consent, fill } = renderRegister();
    await fill(valid);
    await user.click(consent());
    await user.click(button());
    expect(await screen.findByText(ACCOUNT_SERVER_MESSAGES.usernameMixedScripts)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });
});
