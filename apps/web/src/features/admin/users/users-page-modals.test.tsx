import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { adminUser, adminUserDetail, page } from '@/test/factories';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { UsersPage } from './users-page';

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderWithAuth(pageRoutes('/admin/users', <UsersPage />), '/admin/users', { user: admin });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The modals and toasts of the Users page (spec admin-and-pages §2 Admin Users, §8).
describe('UsersPage modals', { timeout: 15_000 }, () => {
  it('shows the details with the auth id and consent, its date only when consent was given', async () => {
    renderPage({
      'GET /api/users': ok(page([adminUser({ id: 1, username: 'alice' }), adminUser({ id: 2, username: 'bob' })])),
      'GET /api/users/admin/1': ok(adminUserDetail({ id: 1, username: 'alice' })),
      'GET /api/users/admin/2': ok(
        adminUserDetail({ id: 2, username: 'bob', email: '', hasGivenGdprConsent: false, gdprConsentDate: null }),
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View details of alice' }, WAIT));
    let dialog = await screen.findByRole('dialog', { name: 'User Details' }, WAIT);
    await within(dialog).findByText('auth-1', undefined, WAIT);
    expect(dialog).toHaveTextContent(/GDPR Consent\s*Given/);
    expect(within(dialog).getByText('Consent Date')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);

    await userEvent.click(screen.getByRole('button', { name: 'View details of bob' }));
    dialog = await screen.findByRole('dialog', { name: 'User Details' }, WAIT);
    await within(dialog).findByText('auth-2', undefined, WAIT);
    expect(dialog).toHaveTextContent(/GDPR Consent\s*Not Given/);
    expect(dialog).toHaveTextContent(/Email\s*Not Provided/);
    expect(within(dialog).queryByText('Consent Date')).not.toBeInTheDocument();
  });

  it('shows why the details could not be fetched', async () => {
    renderPage({
      'GET /api/users': ok(page([adminUser({ id: 4, username: 'dana' })])),
      'GET /api/users/admin/4': fail(404, 'User not found.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View details of dana' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' }, WAIT);
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Error fetching details: User not found.',
    );
  });

  it("shows 'Saving...' while the edit is saved, then 'User updated successfully!'", async () => {
    let answer: (value: unknown) => void = () => {};
    renderPage({
      'GET /api/users': ok(page([adminUser({ id: 5, username: 'carol' })])),
      // Held open until the test releases it, so the busy label can be seen.
      'PUT /api/users/5': ({ body }) =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ ...adminUserDetail({ id: 5 }), ...(body as object) }));
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit carol' }, WAIT));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' }, WAIT)).toBeDisabled();
    answer(null);
    expect(await screen.findByText('User updated successfully!', undefined, WAIT)).toBeInTheDocument();
  });

  it('creates a user with POST /api/users and says so', async () => {
    const api = renderPage({
      'GET /api/users': ok(page([adminUser({ id: 1, username: 'alice' })])),
      'POST /api/users': ({ body }) => ({ status: 201, body: { ...adminUserDetail({ id: 9 }), ...(body as object) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create User' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new.mod@example.com');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'NewMod');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Moderator');
    await userEvent.click(submit);
    expect(await screen.findByText('NewMod has been created!', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users').map((c) => c.body)).toEqual([
      { email: 'new.mod@example.com', username: 'NewMod', password: 'secret-pass', role: 'moderator' },
    ]);
  });

  it('exports the CSV with the current filters and sort', async () => {
    // jsdom has no object URLs: the download itself is the browser's part.
    const createObjectURL = vi.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = renderPage({
      'GET /api/users': ok(page([adminUser({ id: 1, username: 'alice' })])),
      'GET /api/users/export.csv': {
        status: 200,
        body: 'id,username',
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users.csv"' },
      },
    });
    await screen.findByRole('button', { name: 'Edit alice' }, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Banned');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'ID' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The user list has been downloaded as CSV.', undefined, WAIT)).toBeInTheDocument();
    const query = Object.fromEntries(api.callsTo('GET', '/api/users/export.csv')[0]?.url.searchParams ?? []);
    expect(query).toEqual({ status: 'banned', role: 'admin', sortBy: 'id', descending: 'true' });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
