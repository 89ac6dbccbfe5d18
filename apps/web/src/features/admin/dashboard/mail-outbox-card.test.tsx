import type { MailOutboxSummary } from '@paddock/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { MailOutboxCard } from './mail-outbox-card';

const failedMail = {
  id: 7,
  recipient: 'cleo@example.com',
  subject: 'Reset your Paddock password',
  attempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-05-01T10:00:00.000Z',
  lastAttemptAt: '2026-05-02T04:00:00.000Z',
};

describe('the Mail card', () => {
  it('shows queued and failed counts and resends a failed e-mail, then shows the new state', async () => {
    let summary: MailOutboxSummary = { counts: { pending: 2, sent: 10, failed: 1 }, failed: [failedMail] };
    const { callsTo } = fakeApi({
      'GET /api/admin/mail': () => ok(summary),
      'POST /api/admin/mail/7/resend': () => {
        summary = { counts: { pending: 3, sent: 10, failed: 0 }, failed: [] };
        return { status: 202, body: { id: 7, state: 'pending' } };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<MailOutboxCard />);

    expect(await screen.findByText('2 queued · 1 failed', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Reset your Paddock password to cleo@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Reset your Paddock password to cleo@example.com' }));
    expect(await screen.findByText('3 queued · 0 failed', {}, WAIT)).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/mail/7/resend')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});
