import { CONTACT_MESSAGES, type CurrentUser } from '@paddock/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { ContactForm } from './contact-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 42, username: 'lena', email: 'lena@example.com', role: 'user' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const response = json(status, body);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const sentBody = (fetchMock: ReturnType<typeof answer>) => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fill(values: { name?: string; email?: string; message?: string; subject?: string }) {
  if (values.name !== undefined) await userEvent.type(field('Name'), values.name);
  if (values.email !== undefined) await userEvent.type(field('Email'), values.email);
  if (values.subject) await userEvent.selectOptions(field('Subject'), values.subject);
  if (values.message !== undefined) await userEvent.type(field('Message'), values.message);
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('ContactForm', () => {
  it('has the spec fields, readable subjects and a disabled send button until filled in', async () => {
    renderWithRouter(<ContactForm user={null} />);
    expect(field('Email')).toHaveAttribute('type', 'email');
    const subjects = Array.from((field('Subject') as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(subjects.map(([value]) => value)).toEqual([
      'general',
      'technical',
      'account',
      'content',
      'feature',
      'feedback',
      'other',
    ]);
    expect(subjects.every(([value, text]) => text !== value && /^[A-Z]/.test(text ?? ''))).toBe(true);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await fill({ name: 'Ayrton', email: 'a@example.com', message: 'Hi' });
    expect(sendButton()).toBeEnabled();
  });

  it('counts the message characters up to 2000', async () => {
    renderWithRouter(<ContactForm user={null} />);
    expect(screen.getByText('0/2000 characters')).toBeInTheDocument();
    await userEvent.type(field('Message'), 'Hello');
    expect(screen.getByText('5/2000 characters')).toBeInTheDocument();
    expect(field('Message')).toHaveAttribute('maxlength', '2000');
  });

  it('refuses blank fields with the spec toast and sends nothing', async () => {
    const fetchMock = answer(201, { id: 1 });
    renderWithRouter(<ContactForm user={null} />);
    await fill({ name: '   ', email: 'a@example.com', message: '  ' });
    await userEvent.click(sendButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONTACT_MESSAGES.required));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, then thanks the sender inline and with a toast', async () => {
    const fetchMock = answer(201, { id: 7 });
    renderWithRouter(<ContactForm user={null} />);
    await fill({ name: ' Ayrton ', email: 'a@example.com', subject: 'feature', message: ' Dark mode please ' });
    await userEvent.click(sendButton());

    expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(CONTACT_MESSAGES.sentToast);
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ayrton',
      email: 'a@example.com',
      subject: 'feature',
      message: 'Dark mode please',
      includeUserInfo: false,
    });
  });

  it('reports a failure inline and with a toast, keeping what was typed', async () => {
    answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom.' });
    renderWithRouter(<ContactForm user={null} />);
    await fill({ name: 'Ayrton', email: 'a@example.com', message: 'Hello' });
    await userEvent.click(sendButton());

    expect(await screen.findByText(CONTACT_MESSAGES.failed)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(CONTACT_MESSAGES.failedToast);
    expect(field('Message')).toHaveValue('Hello');
  });

  it('explains a rate limit under the failure message', async () => {
    answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down.' }, { 'Retry-After': '540' });
    renderWithRouter(<ContactForm user={null} />);
    await fill({ name: 'Ayrton', email: 'a@example.com', message: 'Hello' });
    await userEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONTACT_MESSAGES.failed);
    expect(alert).toHaveTextContent(CONTACT_MESSAGES.rateLimited(9));
  });

  it('prefills a member and attaches their account only when asked', async () => {
    const fetchMock = answer(201, { id: 8 });
    renderWithRouter(<ContactForm user={member} />);
    expect(field('Name')).toHaveValue('lena');
    expect(field('Email')).toHaveValue('lena@example.com');

    const attach = screen.getByRole('checkbox', { name: /Include my account details/ });
    expect(attach).not.toBeChecked();
    await userEvent.click(attach);
    await fill({ message: 'My upload is stuck.' });
    await userEvent.click(sendButton());

    await screen.findByText(CONTACT_MESSAGES.sent);
    expect(sentBody(fetchMock)).toMatchObject({ name: 'lena', email: 'lena@example.com', includeUserInfo: true });
  });
});
