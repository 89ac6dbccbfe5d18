import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import SettingsPage from '@/app/routes/settings';
import { apiError, json, member, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { ACCOUNT_NOTICES } from '../account-notices';

function renderSettings() {
  const user = userEvent.setup();
  return { user, ...renderWithAuth(pageRoutes('/settings', <SettingsPage />), '/settings', { user: member }) };
}

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
    expect(await screen.findByText(ACCOUNT_NOTICES.dataExportFailed('Export broke.'))).toBeInTheDocument();
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
      const password = () => within(dialog).getByLabelText('Current password');
      const typePassword = (text: string) => view.user.type(password(), text);
      const submit = () => view.user.click(within(dialog).getByRole('button', { name: confirm }));
      return { ...api, ...view, dialog, type, password, typePassword, submit };
    }

    it(`cancels with an info message unless ${word} is typed`, async () => {
      const { type, submit, bodiesSentTo } = await openDialog(() => json(200, { success: true }));
      await type(word.toLowerCase());
      await submit();

      expect(await screen.findByText(cancelled)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodiesSentTo(path)).toEqual([]);
    });

    it.each([
      [
        'the Cancel button',
        (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
          user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      ],
      ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ])(`cancels with the info message when closed with %s`, async (_, close) => {
      const { user, dialog, type, bodiesSentTo } = await openDialog(() => json(200, { success: true }));
      await type(word);
      await close(user, dialog);

      expect(await screen.findByText(cancelled)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodiesSentTo(path)).toEqual([]);
    });

    it(`sends the request after ${word} is typed, then logs out and goes Home`, async () => {
      const { type, typePassword, submit, dialog, user, router, queryClient, bodiesSentTo } = await openDialog(() =>
        json(200, { success: true }),
      );
      await type(word);
      await typePassword('my-secret-pw');
      await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Moving on');
      await submit();

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(bodiesSentTo(path)).toEqual([{ requestType: word, reason: 'Moving on', currentPassword: 'my-secret-pw' }]);
      expect(bodiesSentTo('POST /api/auth/sign-out')).toHaveLength(1);
      await waitFor(() => expect(queryClient.getQueryData(['users', 'me'])).toBeNull());
    });

    it(`asks for the current password before sending anything`, async () => {
      const { type, submit, password, bodiesSentTo } = await openDialog(() => json(200, { success: true }));
      await type(word);
      await submit();

      expect(password()).toHaveAccessibleDescription(ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(bodiesSentTo(path)).toEqual([]);
    });

    it(`shows the server's "wrong password" under the field and stays signed in`, async () => {
      const message = ACCOUNT_SERVER_MESSAGES.currentPasswordWrong;
      const { type, typePassword, submit, password, router, bodiesSentTo } = await openDialog(() =>
        json(400, {
          statusCode: 400,
          code: AUTH_ERROR_CODES.invalidPassword,
          message,
          errors: [{ path: 'currentPassword', message }],
        }),
      );
      await type(word);
      await typePassword('a-wrong-guess');
      await submit();

      await waitFor(() => expect(password()).toHaveAccessibleDescription(message));
      expect(password()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
      expect(bodiesSentTo('POST /api/auth/sign-out')).toEqual([]);
    });

    it(`reports a failure and stays`, async () => {
      const { type, typePassword, submit, router } = await openDialog(() =>
        apiError(503, 'DATABASE_UNAVAILABLE', 'Database unavailable.'),
      );
      await type(word);
      await typePassword('my-secret-pw');
      await submit();
      expect(await screen.findByText(failed)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
    });
  });
});
