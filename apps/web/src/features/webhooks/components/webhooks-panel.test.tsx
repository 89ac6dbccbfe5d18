import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@paddock/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { CollectionWebhooks } from './collection-webhooks';
import { WebhooksPanel } from './webhooks-panel';

const webhook = (over: Partial<Webhook> = {}): Webhook => ({
  id: 7,
  collectionId: null,
  displayUrl: 'https://discord.com/api/…',
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
});
const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 1,
  event: 'webhook.test',
  state: 'delivered',
  attempts: 1,
  statusCode: 204,
  error: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  lastAttemptAt: '2026-11-29T10:00:01.000Z',
  ...over,
});

describe('WebhooksPanel', () => {
  it('adds a webhook and shows its secret once, then lists it without the secret', async () => {
    const items: Webhook[] = [];
    const api = fakeApi({
      'GET /api/users/me/webhooks': () => ok({ items, max: 5 }),
      'POST /api/users/me/webhooks': () => {
        items.push(webhook());
        return { status: 201, body: { ...webhook(), secret: 'whsec_shown_once' } };
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<WebhooksPanel scope={{ kind: 'creator' }} />);
    expect(await screen.findByText('No webhooks yet.', {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Webhook URL'), 'https://discord.com/api/webhooks/1/abc');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('whsec_shown_once', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Signing secret — shown only once')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/users/me/webhooks')[0]?.body).toEqual({
      url: 'https://discord.com/api/webhooks/1/abc',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('https://discord.com/api/…', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('whsec_shown_once')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 5 webhooks')).toBeInTheDocument();
  });

  it("tells a typo at once and shows the server's refusal under the field", async () => {
    const api = fakeApi({
      'GET /api/collections/3/webhooks': ok({ items: [], max: 5 }),
      'POST /api/collections/3/webhooks': fail(400, WEBHOOK_MESSAGES.privateAddress),
    });
    const user = userEvent.setup();
    renderWithRouter(<CollectionWebhooks collectionId={3} />);
    const field = await screen.findByLabelText('Webhook URL', {}, WAIT);
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/collections/3/webhooks')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.privateAddress, {}, WAIT)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a test, shows the delivery log and turns a turned-off webhook back on', async () => {
    let current = webhook({
      enabled: false,
      disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures,
      consecutiveFailures: 10,
    });
    const api = fakeApi({
      'GET /api/users/me/webhooks': () => ok({ items: [current], max: 5 }),
      'POST /api/webhooks/7/test': ok(delivery()),
      'GET /api/webhooks/7/deliveries': ok({
        items: [
          delivery(),
          delivery({
            id: 0,
            event: 'livery.version',
            state: 'failed',
            statusCode: 500,
            error: 'The receiver answered HTTP 500.',
          }),
        ],
      }),
      'PATCH /api/webhooks/7': ({ body }) => {
        current = webhook({ enabled: (body as { enabled: boolean }).enabled });
        return ok(current);
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<WebhooksPanel scope={{ kind: 'creator' }} />);
    expect(await screen.findByText(WEBHOOK_MESSAGES.disabledAfterFailures, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/webhooks/7/test')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Delivery log' }));
    const table = await screen.findByRole('table', {}, WAIT);
    expect(within(table).getByText('The receiver answered HTTP 500.')).toBeInTheDocument();
    expect(within(table).getByText('New version')).toBeInTheDocument();
    expect(within(table).getAllByText('Delivered')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/webhooks/7')[0]?.body).toEqual({ enabled: true }));
    expect(await screen.findByText('On', {}, WAIT)).toBeInTheDocument();
  });

  it('stops offering to add one at the limit', async () => {
    fakeApi({
      'GET /api/users/me/webhooks': ok({ items: [1, 2, 3, 4, 5].map((id) => webhook({ id })), max: 5 }),
    });
    renderWithRouter(<WebhooksPanel scope={{ kind: 'creator' }} />);
    expect(
      await screen.findByText('You have 5 webhooks here, the most allowed. Delete one to add another.', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
  });
});
