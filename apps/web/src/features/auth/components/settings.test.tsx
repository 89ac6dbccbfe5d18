import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SettingsPage from '@/app/routes/settings';
import { apiError, authError, json, member, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';
import { pendingEmailMessage } from './profile-form';

function renderSettings(path = '/settings') {
  const user = userEvent.setup();
  const view = renderWithAuth(pageRoutes('/settings', <SettingsPage />), path, { user: member });
  const profile = () => screen.getByRole('form', { name: 'Profile information' });
  const password = () => screen.getByRole('form', { name: 'Change password' });
  return { user, ...view, profile, password };
}

describe('Settings: profile', () => {
  it('says there is nothing to save when nothing changed', async () => {
    const { bodiesSentTo } = mockApi({ user: member });
    const { user, profile } = renderSettings();
    expect(within(profile()).getByLabelText('Username')).toHaveValue('marco');
    expect(within(profile()).getByLabelText('Email')).toHaveValue('marco@example.com');

    // Whitespace and case alone are no change either.
    await user.type(within(profile()).getByLabelText('Username'), '  ');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_INPUT_MESSAGES.noChanges)).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([]);
  });

  it('sends only the changed field and updates the signed-in member', async () => {
    const { bodiesSentTo } = mockApi({
      user: member,
      routes: { 'PUT /api/users/me/profile': () => json(200, { ...member, username: 'marco_r', pendingEmail: null }) },
    });
    const { user, profile, queryClient } = renderSettings();
    const username = within(profile()).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'marco_r');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(ACCOUNT_NOTICES.profileUpdated)).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([{ username: 'marco_r' }]);
    expect(queryClient.getQueryData(['users', 'me'])).toEqual({ ...member, username: 'marco_r' });
  });

  it('asks the member to confirm a new e-mail at the new address', async () => {
    const { bodiesSentTo } = mockApi({
      user: member,
      routes: { 'PUT /api/users/me/profile': () => json(200, { ...member, pendingEmail: 'new@example.com' }) },
    });
    const { user, profile } = renderSettings();
    const email = within(profile()).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'New@Example.com');
    await user.type(within(profile()).getByLabelText('Current password'), 'my-secret-pw');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(pendingEmailMessage('new@example.com'))).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([
      { email: 'new@example.com', currentPassword: 'my-secret-pw' },
    ]);
    // The field is for e-mail changes only, and does not keep the password once done.
    expect(within(profile()).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(profile()).getByLabelText('Email')).toHaveValue('marco@example.com');
    expect(within(profile()).getByText('new@example.com')).toBeInTheDocument();
  });

  it('asks for the current password to change the e-mail, and shows the server refusing it under the field', async () => {
    const message = ACCOUNT_SERVER_MESSAGES.currentPasswordWrong;
    const { bodiesSentTo } = mockApi({
      user: member,
      routes: {
        'PUT /api/users/me/profile': () =>
          json(400, {
            statusCode: 400,
            code: 'INVALID_PASSWORD',
            message,
            errors: [{ path: 'currentPassword', message }],
          }),
      },
    });
    const { user, profile } = renderSettings();
    expect(within(profile()).queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = within(profile()).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'elsewhere@example.com');
    const password = within(profile()).getByLabelText('Current password');

    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(password).toHaveAccessibleDescription(ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded);
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([]);

    await user.type(password, 'a-wrong-guess');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(message));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([
      { email: 'elsewhere@example.com', currentPassword: 'a-wrong-guess' },
    ]);
  });

  it('shows an e-mail change still waiting for its link when the page opens', async () => {
    mockApi({
      user: member,
      routes: { 'GET /api/users/me/profile': () => json(200, { ...member, pendingEmail: 'later@example.com' }) },
    });
    const { profile } = renderSettings();
    expect(await within(profile()).findByText('later@example.com')).toBeInTheDocument();
    expect(within(profile()).getByLabelText('Email')).toHaveValue('marco@example.com');
  });

  it('validates the fields', async () => {
    mockApi({ user: member });
    const { user, profile } = renderSettings();
    await user.clear(within(profile()).getByLabelText('Username'));
    await user.clear(within(profile()).getByLabelText('Email'));
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile()).findByText(ACCOUNT_INPUT_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(within(profile()).getByText(ACCOUNT_INPUT_MESSAGES.emailRequired)).toBeInTheDocument();

    await user.type(within(profile()).getByLabelText('Username'), 'x'.repeat(51));
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile()).findByText(ACCOUNT_INPUT_MESSAGES.usernameTooLong)).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      () => apiError(409, 'USERNAME_TAKEN', ACCOUNT_ERROR_MESSAGES.usernameTaken),
      ACCOUNT_ERROR_MESSAGES.usernameTaken,
    ],
    ['the default', () => Promise.reject(new TypeError('offline')), ACCOUNT_ERROR_MESSAGES.profileUpdateFailed],
  ])('reports a failure with %s', async (_, answer, message) => {
    mockApi({ user: member, routes: { 'PUT /api/users/me/profile': answer as () => Response } });
    const { user, profile } = renderSettings();
    await user.type(within(profile()).getByLabelText('Username'), '_x');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it("puts the server's refusal of a look-alike username under the username field", async () => {
    mockApi({
      user: member,
      routes: {
        'PUT /api/users/me/profile': () =>
          apiError(409, 'USERNAME_LOOK_ALIKE', ACCOUNT_SERVER_MESSAGES.usernameLookAlike),
      },
    });
    const { user, profile } = renderSettings();
    await user.type(within(profile()).getByLabelText('Username'), '_x');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(profile()).getByLabelText('Username')).toHaveAccessibleDescription(
        ACCOUNT_SERVER_MESSAGES.usernameLookAlike,
      ),
    );
  });

  it.each([
    ['/settings?emailChanged=1', 'status', ACCOUNT_SERVER_MESSAGES.emailChanged],
    ['/settings?emailChangeError=1', 'alert', ACCOUNT_SERVER_MESSAGES.emailChangeLinkInvalid],
  ] as const)('says how the e-mail change link went on %s', (path, role, message) => {
    mockApi({ user: member });
    renderSettings(path);
    expect(screen.getByRole(role)).toHaveTextContent(message);
  });

  it('Cancel goes to My Liveries', async () => {
    mockApi({ user: member });
    const { user, router } = renderSettings();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/my-liveries');
  });
});

describe('Settings: change password', () => {
  it('shows the messages for a missing current password, a short and a mismatched new one', async () => {
    const { fetchMock } = mockApi({ user: member });
    const { user, password } = renderSettings();
    const form = password();
    await user.type(within(form).getByLabelText('New password'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText(ACCOUNT_INPUT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(form).getByText(ACCOUNT_INPUT_MESSAGES.newPasswordTooShort)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), '6789');
    await user.type(within(form).getByLabelText('Confirm new password'), '123456780');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText(ACCOUNT_INPUT_MESSAGES.newPasswordsDontMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/change-password', expect.anything());
  });

  it('changes the password, ending the other sessions', async () => {
    const { bodiesSentTo } = mockApi({
      user: member,
      routes: { 'POST /api/auth/change-password': () => json(200, { token: null }) },
    });
    const { user, password } = renderSettings();
    const form = password();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText(ACCOUNT_NOTICES.passwordUpdated)).toBeInTheDocument();
    expect(bodiesSentTo('POST /api/auth/change-password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret', revokeOtherSessions: true },
    ]);
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('marks a wrong current password on its field', async () => {
    mockApi({
      user: member,
      routes: { 'POST /api/auth/change-password': () => authError(400, 'INVALID_PASSWORD', 'Invalid password') },
    });
    const { user, password } = renderSettings();
    const form = password();
    await user.type(within(form).getByLabelText('Current password'), 'not-it');
    await user.type(within(form).getByLabelText('New password'), 'new-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-secret');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText(ACCOUNT_SERVER_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  });

  it("puts the server's refusal of a common password under the new password", async () => {
    mockApi({
      user: member,
      routes: {
        'POST /api/auth/change-password': () =>
          authError(400, 'PASSWORD_TOO_COMMON', ACCOUNT_SERVER_MESSAGES.passwordTooCommon),
      },
    });
    const { user, password } = renderSettings();
    const form = password();
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'qwerty123');
    await user.type(within(form).getByLabelText('Confirm new password'), 'qwerty123');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText(ACCOUNT_SERVER_MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      ACCOUNT_SERVER_MESSAGES.passwordTooCommon,
    );
  });
});
