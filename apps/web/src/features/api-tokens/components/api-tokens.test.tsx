import { API_TOKEN_MESSAGES, type ApiToken } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SettingsPage from '@/app/routes/settings';
import { apiError, json, member, mockApi, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { TOKEN_TEXT } from '../token-texts';

const VALUE = `pdk_${'x'.repeat(39)}Ab12`;
const existing: ApiToken = {
  id: 7,
  name: 'Discord bot',
  scopes: ['read', 'collections'],
  hint: 'zz99',
  createdAt: '2026-10-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-20T08:00:00.000Z',
  revokedAt: null,
};

/** The settings page's own calls, plus the token routes a test gives. */
function mockTokenApi(routes: Record<string, (body: unknown) => Response>) {
  return mockApi({
    user: member,
    routes: { 'GET /api/notifications/settings': () => json(200, { dailyDigest: false }), ...routes },
  });
}

function renderSettings() {
  const user = userEvent.setup();
  return { user, ...renderWithAuth(pageRoutes('/settings', <SettingsPage />), '/settings', { user: member }) };
}

describe('Settings → API tokens', () => {
  it('lists tokens with created, expiry and last use, creates one and shows its value once with a copy button', async () => {
    let tokens = [existing];
    const api = mockTokenApi({
      'GET /api/users/me/api-tokens': () => json(200, { tokens }),
      'POST /api/users/me/api-tokens': (body) => {
        const { name, scopes } = body as { name: string; scopes: ApiToken['scopes'] };
        const token = { ...existing, id: 8, name, scopes, hint: 'Ab12', lastUsedAt: null };
        tokens = [token, ...tokens];
        return json(201, { token, value: VALUE });
      },
    });
    const { user } = renderSettings();

    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const row = within(list).getByText('Discord bot').closest('li') as HTMLElement;
    expect(within(row).getByText('Read · Collections')).toBeInTheDocument();
    expect(within(row).getByText(TOKEN_TEXT.noExpiry)).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Token name'), 'League sync');
    await user.click(screen.getByRole('checkbox', { name: /Upload/ }));
    await user.selectOptions(screen.getByLabelText('Expires'), 'none');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText(VALUE)).toBeInTheDocument();
    expect(screen.getByText(TOKEN_TEXT.shownOnce)).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/users/me/api-tokens')).toEqual([
      { name: 'League sync', scopes: ['read', 'upload'], expiresInDays: null },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(VALUE);
    expect(await screen.findByText(TOKEN_TEXT.copied)).toBeInTheDocument();
    expect(within(list).getByText('League sync')).toBeInTheDocument();

    // Done: the value is gone from the page for good.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(VALUE)).not.toBeInTheDocument();
  });

  it('refuses a token without scopes before sending, and shows the server’s refusal', async () => {
    const api = mockTokenApi({
      'GET /api/users/me/api-tokens': () => json(200, { tokens: [] }),
      'POST /api/users/me/api-tokens': () => apiError(409, 'TOO_MANY_TOKENS', API_TOKEN_MESSAGES.tooMany),
    });
    const { user } = renderSettings();
    expect(await screen.findByText(TOKEN_TEXT.none)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'Bot');
    await user.click(screen.getByRole('checkbox', { name: /Read/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_TOKEN_MESSAGES.scopesRequired);
    expect(api.bodiesSentTo('POST /api/users/me/api-tokens')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Read/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_TOKEN_MESSAGES.tooMany);
  });

  it('revokes a token after confirming', async () => {
    let tokens = [existing];
    const api = mockTokenApi({
      'GET /api/users/me/api-tokens': () => json(200, { tokens }),
      'DELETE /api/users/me/api-tokens/7': () => {
        tokens = [{ ...existing, revokedAt: '2026-11-29T12:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Revoke Discord bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText(TOKEN_TEXT.revoked('Discord bot'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Revoked 29 Nov 2026')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Revoke Discord bot' })).not.toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalled();
  });
});
