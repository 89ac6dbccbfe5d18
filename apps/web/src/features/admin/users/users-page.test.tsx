import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, page } from '@/test/factories';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { UsersPage } from './users-page';

// Debounced inputs and modals: more time than the default on a busy machine.
describe('UsersPage', { timeout: 15_000 }, () => {
  it('sends the debounced search, the filters and the sort to GET /api/users', async () => {
    const api = fakeApi({
      'GET /api/users': ok(page([adminUser({ id: 1, username: 'alice' }), adminUser({ id: 2, username: 'bob' })], 45)),
    });
    renderWithRouter(<UsersPage />);
    expect(await screen.findByText('Showing 1 to 20 of 45 users', undefined, WAIT)).toBeInTheDocument();
    const first = api.callsTo('GET', '/api/users')[0]?.url.searchParams;
    expect(first?.get('sortBy')).toBe('dateRegistered');
    expect(first?.get('descending')).toBe('true');
    expect(first?.get('pageSize')).toBe('20');

    await userEvent.type(screen.getByLabelText('Search'), 'ali');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending Verification');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Regular User');
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/users').at(-1)?.url.searchParams;
      expect(last?.get('search')).toBe('ali');
      expect(last?.get('status')).toBe('pending');
      expect(last?.get('role')).toBe('user');
      expect(last?.get('sortBy')).toBe('username');
      expect(last?.get('pageNumber')).toBe('1');
    }, WAIT);
    expect(screen.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('saves the edit form with PUT /api/users/{id}', async () => {
    const api = fakeApi({
      'GET /api/users': ok(page([adminUser({ id: 5, username: 'carol' })])),
      'PUT /api/users/5': ({ body }) => ok({ ...adminUser({ id: 5, username: 'carol' }), ...(body as object) }),
    });
    renderWithRouter(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit carol' }, WAIT));
    const dialog = screen.getByRole('dialog');
    const username = within(dialog).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Username is required!');

    await userEvent.type(username, 'caroline');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Moderator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(api.callsTo('PUT', '/api/users/5')[0]?.body).toEqual({
      username: 'caroline',
      role: 'moderator',
      status: 'active',
    });
  });

  it("shows the server's refusal when a delete is not allowed", async () => {
    fakeApi({
      'GET /api/users': ok(page([adminUser({ id: 1, username: 'admin', role: 'admin' })])),
      'DELETE /api/users/1': fail(409, 'You cannot delete your own account here.'),
    });
    renderWithRouter(<UsersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete admin' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to DELETE admin? This cannot be undone!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Failed to delete user: You cannot delete your own account here.',
    );
  });

  it('bans the selected users with POST /api/users/bulk', async () => {
    const api = fakeApi({
      'GET /api/users': ok(
        page([
          adminUser({ id: 1, username: 'alice' }),
          adminUser({ id: 2, username: 'bob' }),
          adminUser({ id: 3, username: 'carol' }),
        ]),
      ),
      'POST /api/users/bulk': ok({ updated: 2 }),
    });
    renderWithRouter(<UsersPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }, WAIT));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select carol' }));
    expect(screen.getByRole('checkbox', { name: 'Select all users on this page' })).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ban Selected' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/users/bulk')).toHaveLength(1), WAIT);
    expect(api.callsTo('POST', '/api/users/bulk')[0]?.body).toEqual({ ids: [1, 3], action: 'ban' });
  });

  it('explains a failed load and tries again', async () => {
    let answer = fail(503, 'The database is unavailable.');
    fakeApi({ 'GET /api/users': () => answer });
    renderWithRouter(<UsersPage />);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent(
      'Error loading users: The database is unavailable.',
    );
    answer = ok(page([adminUser({ id: 1, username: 'alice' })]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Edit alice' }, WAIT)).toBeInTheDocument();
  });
});
