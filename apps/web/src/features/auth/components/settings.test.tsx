import { ACCOUNT_MESSAGES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import SettingsPage from '@/app/routes/settings';
import { apiError, authError, json, member, mockApi, pageRoutes, renderWithAuth } from '../testing';
import { CURRENT_PASSWORD_WRONG } from './change-password-form';
import { pendingEmailMessage } from './profile-form';

function renderSettings() {
  const user = userEvent.setup();
  const view = renderWithAuth(pageRoutes('/settings', <SettingsPage />), '/settings', { user: member });
  const profile = () => screen.getByRole('form', { name: 'Profile information' });
  const password = () => screen.getByRole('form', { name: 'Change password' });
  return { user, ...view, profile, password };
}

describe('Settings: profile', () => {
  it('says there is nothing to save when nothing changed', async () => {
    const { fetchMock } = mockApi({ user: member });
    const { user, profile } = renderSettings();
    expect(within(profile()).getByLabelText('Username')).toHaveValue('marco');
    expect(within(profile()).getByLabelText('Email')).toHaveValue('marco@example.com');

    // Whitespace and case alone are no change either.
    await user.type(within(profile()).getByLabelText('Username'), '  ');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.noChanges)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/users/me/profile', expect.anything());
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

    expect(await screen.findByText(ACCOUNT_MESSAGES.profileUpdated)).toBeInTheDocument();
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
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(pendingEmailMessage('new@example.com'))).toBeInTheDocument();
    expect(bodiesSentTo('PUT /api/users/me/profile')).toEqual([{ email: 'new@example.com' }]);
    expect(within(profile()).getByLabelText('Email')).toHaveValue('marco@example.com');
  });

  it('validates the fields', async () => {
    mockApi({ user: member });
    const { user, profile } = renderSettings();
    await user.clear(within(profile()).getByLabelText('Username'));
    await user.clear(within(profile()).getByLabelText('Email'));
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile()).findByText(ACCOUNT_MESSAGES.usernameRequired)).toBeInTheDocument();
    expect(within(profile()).getByText(ACCOUNT_MESSAGES.emailRequired)).toBeInTheDocument();

    await user.type(within(profile()).getByLabelText('Username'), 'x'.repeat(51));
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(profile()).findByText(ACCOUNT_MESSAGES.usernameTooLong)).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      () => apiError(409, 'USERNAME_TAKEN', ACCOUNT_MESSAGES.usernameTaken),
      ACCOUNT_MESSAGES.usernameTaken,
    ],
    ['the default', () => Promise.reject(new TypeError('offline')), ACCOUNT_MESSAGES.profileUpdateFailed],
  ])('reports a failure with %s', async (_, answer, message) => {
    mockApi({ user: member, routes: { 'PUT /api/users/me/profile': answer as () => Response } });
    const { user, profile } = renderSettings();
    await user.type(within(profile()).getByLabelText('Username'), '_x');
    await user.click(within(profile()).getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
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
    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(within(form).getByText(ACCOUNT_MESSAGES.newPasswordTooShort)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), '6789');
    await user.type(within(form).getByLabelText('Confirm new password'), '123456780');
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.newPasswordsDontMatch)).toBeInTheDocument();
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

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument();
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
    expect(await within(form).findByText(CURRENT_PASSWORD_WRONG)).toBeInTheDocument();
  });
});

describe('Settings: danger zone', () => {
  it('downloads the export under the server file name', async () => {
    mockApi({
      user: member,
      routes: {
        'POST /api/gdpr/export': () =>
          new Response('{"user":{}}', {
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': 'attachment; filename="paddock-export-marco.json"',
            },
          }),
      },
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => 'blob:export');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    let downloaded: string | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    const { user } = renderSettings();

    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(downloaded).toBe('paddock-export-marco.json'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('reports a failed export', async () => {
    mockApi({ user: member, routes: { 'POST /api/gdpr/export': () => apiError(500, 'INTERNAL', 'Export broke.') } });
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Data export failed: Export broke.')).toBeInTheDocument();
  });

  describe.each([
    {
      word: 'DELETE',
      open: 'Delete Account',
      confirm: 'Delete My Account',
      path: 'POST /api/gdpr/delete-account',
      cancelled: 'Account deletion cancelled: you did not type DELETE.',
      failed: 'Account deletion failed: Database unavailable.',
    },
    {
      word: 'ANONYMIZE',
      open: 'Anonymize',
      confirm: 'Anonymize My Account',
      path: 'POST /api/gdpr/anonymize',
      cancelled: 'Account anonymization cancelled: you did not type ANONYMIZE.',
      failed: 'Account anonymization failed: Database unavailable.',
    },
  ])('$word', ({ word, open, confirm, path, cancelled, failed }) => {
    async function openDialog(answer: () => Response) {
      const api = mockApi({ user: member, routes: { [path]: answer } });
      const view = renderSettings();
      await view.user.click(screen.getByRole('button', { name: open }));
      const dialog = await screen.findByRole('dialog');
      const type = (text: string) => view.user.type(within(dialog).getByLabelText(`Type ${word} to confirm`), text);
      const submit = () => view.user.click(within(dialog).getByRole('button', { name: confirm }));
      return { ...api, ...view, dialog, type, submit };
    }

    it(`cancels with an info message unless ${word} is typed`, async () => {
      const { type, submit, bodiesSentTo } = await openDialog(() => json(200, { success: true }));
      await type(word.toLowerCase());
      await submit();

      expect(await screen.findByText(cancelled)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodiesSentTo(path)).toEqual([]);
    });

    it(`sends the request after ${word} is typed, then logs out and goes Home`, async () => {
      const { type, submit, dialog, user, router, queryClient, bodiesSentTo } = await openDialog(() =>
        json(200, { success: true }),
      );
      await type(word);
      await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Moving on');
      await submit();

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(bodiesSentTo(path)).toEqual([{ requestType: word, reason: 'Moving on' }]);
      expect(bodiesSentTo('POST /api/auth/sign-out')).toHaveLength(1);
      await waitFor(() => expect(queryClient.getQueryData(['users', 'me'])).toBeNull());
    });

    it(`reports a failure and stays`, async () => {
      const { type, submit, router } = await openDialog(() =>
        apiError(503, 'DATABASE_UNAVAILABLE', 'Database unavailable.'),
      );
      await type(word);
      await submit();
      expect(await screen.findByText(failed)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
    });
  });
});
