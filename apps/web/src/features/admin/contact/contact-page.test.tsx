import type { AdminContactMessage } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin, pageRoutes, renderWithAuth } from '@/test/auth-testing';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { ContactPage } from './contact-page';

const message = (id: number, extra: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id,
  name: `Sender ${id}`,
  email: `sender${id}@example.com`,
  subject: 'technical',
  message: `The download of my livery stops halfway (message ${id}).\nCan you help?`,
  userId: null,
  includeUserInfo: false,
  status: 'new',
  createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  ...extra,
});

/** A fake inbox that keeps status changes, as the server does. */
function renderInbox(initial: AdminContactMessage[], { failPatch = false } = {}) {
  const stored = new Map(initial.map((m) => [m.id, m]));
  const patches = Object.fromEntries(
    initial.map((m) => [
      `PATCH /api/contact-messages/${m.id}`,
      ({ body }: { body: unknown }) => {
        if (failPatch) return fail(404, 'Message not found.');
        const saved = { ...m, ...stored.get(m.id), ...(body as object) };
        stored.set(m.id, saved);
        return ok(saved);
      },
    ]),
  );
  const api = fakeApi({
    'GET /api/contact-messages': ({ url }) => {
      const status = url.searchParams.get('status');
      const items = [...stored.values()].filter((m) => !status || m.status === status);
      return ok({ items, totalCount: items.length, totalPages: 1 });
    },
    ...patches,
  });
  renderWithAuth(pageRoutes('/admin/contact-messages', <ContactPage />), '/admin/contact-messages', { user: admin });
  return api;
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('ContactPage', { timeout: 15_000 }, () => {
  it('lists the messages and sends the status filter and paging to the server', async () => {
    const api = renderInbox([message(1), message(2, { status: 'archived', subject: 'feature' })]);
    expect(await screen.findByText('Showing 1 to 2 of 2 messages', undefined, WAIT)).toBeInTheDocument();
    expect(row(/Sender 1/)).toHaveTextContent('Technical support');
    expect(row(/Sender 1/)).toHaveTextContent('10 minutes ago');
    expect(Object.fromEntries(api.callsTo('GET', '/api/contact-messages')[0]?.url.searchParams ?? [])).toEqual({
      pageNumber: '1',
      pageSize: '20',
    });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Archived');
    expect(await screen.findByText('Showing 1 to 1 of 1 messages', undefined, WAIT)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/contact-messages').at(-1)?.url.searchParams.get('status')).toBe('archived');
    expect(screen.queryByText('Sender 1')).not.toBeInTheDocument();
  });

  it('opens a message in full and marks it read', async () => {
    const api = renderInbox([message(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Read message #1' }, WAIT));
    const dialog = screen.getByRole('dialog', { name: 'Technical support' });
    expect(within(dialog).getByText(/stops halfway \(message 1\)\.\s+Can you help\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by Email' })).toHaveAttribute(
      'href',
      'mailto:sender1@example.com?subject=Re%3A%20Technical%20support',
    );
    await waitFor(() => expect(api.callsTo('PATCH', '/api/contact-messages/1')).toHaveLength(1), WAIT);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(row(/Sender 1/)).getByText('Read')).toBeInTheDocument(), WAIT);
    expect(api.callsTo('PATCH', '/api/contact-messages/1').map((c) => c.body)).toEqual([{ status: 'read' }]);
  });

  it('archives and marks unread with PATCH, and the row follows', async () => {
    const api = renderInbox([message(1, { status: 'read' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark message #1 as unread' }, WAIT));
    expect(await screen.findByText('Marked as unread.', undefined, WAIT)).toBeInTheDocument();
    expect(within(row(/Sender 1/)).getByText('New')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Archive message #1' }));
    expect(await screen.findByText('Message archived.', undefined, WAIT)).toBeInTheDocument();
    expect(within(row(/Sender 1/)).getByText('Archived')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/contact-messages/1').map((c) => c.body)).toEqual([
      { status: 'new' },
      { status: 'archived' },
    ]);
  });

  it("shows the server's reason when a change fails", async () => {
    renderInbox([message(1, { status: 'read' })], { failPatch: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Archive message #1' }, WAIT));
    expect(
      await screen.findByText('Failed to update the message: Message not found.', undefined, WAIT),
    ).toBeInTheDocument();
    expect(within(row(/Sender 1/)).getByText('Read')).toBeInTheDocument();
  });

  it('shows a load failure with Try Again', async () => {
    let answer = fail(503, 'The database is unavailable. Please try again shortly.');
    fakeApi({ 'GET /api/contact-messages': () => answer });
    renderWithAuth(pageRoutes('/admin/contact-messages', <ContactPage />), '/admin/contact-messages', { user: admin });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(
      'Could not load the messages: The database is unavailable. Please try again shortly.',
    );
    answer = ok({ items: [message(3)], totalCount: 1, totalPages: 1 });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sender 3', undefined, WAIT)).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const api = renderInbox([message(4, { status: 'read' })]);
    const cards = await screen.findByRole('list', { name: 'Contact messages' }, WAIT);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(cards).getByRole('button', { name: 'Archive message #4' }));
    await waitFor(() => expect(within(cards).getByText('Archived')).toBeInTheDocument(), WAIT);
    expect(api.callsTo('PATCH', '/api/contact-messages/4').map((c) => c.body)).toEqual([{ status: 'archived' }]);
  });
});
