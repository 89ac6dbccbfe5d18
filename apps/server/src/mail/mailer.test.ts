import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkIn, parseMail } from '@paddock/test-support';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { useTempDir } from '../test/fixtures/temp-dir';
import { startSmtpCapture } from '../test/test-inbox';
import { confirmSignUpEmail, signUpAttemptEmail } from './account-emails';
import { createMailer } from './mailer';
import { composeEmail } from './templates';

const log = pino({ level: 'silent' });
const from = 'Paddock <no-reply@paddock.local>';

describe('the mailer', () => {
  const temp = useTempDir('paddock-mail-');

  it('writes each message to the outbox as an .eml file a mail client can open, and logs its link', async () => {
    const outboxDir = temp.file('outbox');
    const info = vi.fn();
    const mailer = createMailer({ from, outboxDir }, { ...log, info } as unknown as typeof log);
    expect(mailer.kind).toBe('outbox');
    const url = 'http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2Flogin%3Fconfirmed%3D1';
    await mailer.send({ to: 'renee@example.com', ...confirmSignUpEmail('Renée', url), link: url });
    const [file] = await readdir(outboxDir);
    expect(file).toMatch(/\.eml$/);
    const raw = await readFile(path.join(outboxDir, file as string), 'utf8');
    expect(raw).toContain('From: Paddock <no-reply@paddock.local>');
    const mail = parseMail(raw);
    expect(mail).toMatchObject({ to: 'renee@example.com', subject: 'Confirm your Paddock account' });
    expect(mail.text).toContain('Hi Renée,');
    expect(linkIn(mail, '/verify-email')).toBe(url);
    expect(mail.html).toContain(url.replaceAll('&', '&amp;'));
    // One log line carries the link, so a newcomer with no mail client can still confirm.
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'renee@example.com', link: url, file: path.join(outboxDir, file as string) }),
      `mail written to the outbox: ${url}`,
    );
  });

  it('in production, logs no outbox link: it carries a one-time token', async () => {
    const outboxDir = temp.file('outbox-production');
    const info = vi.fn();
    const mailer = createMailer({ from, outboxDir, logLinks: false }, { ...log, info } as unknown as typeof log);
    const url = 'http://localhost:3000/api/auth/reset-password/secret-reset-token?callbackURL=%2Fupdate-password';
    await mailer.send({ to: 'renee@example.com', ...confirmSignUpEmail('Renée', url), link: url });
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('secret-reset-token');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'renee@example.com' }),
      'mail written to the outbox',
    );
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: '/nonexistent' }, log);
      expect(mailer.kind).toBe('smtp');
      await mailer.send({ to: 'max@example.com', ...signUpAttemptEmail('Max', 'http://localhost:3000/login') });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({
        to: 'max@example.com',
        subject: 'Someone tried to register with your email address',
      });
      expect(linkIn(smtp.received[0] as (typeof smtp.received)[number], '/login')).toBe('http://localhost:3000/login');
    } finally {
      await smtp.close();
    }
  });

  it('sends in the background without failing the caller, logs failures, and can wait for them', async () => {
    const errors = vi.fn();
    const failing = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from, outboxDir: '/nonexistent' }, {
      ...log,
      error: errors,
    } as unknown as typeof log);
    expect(() => failing.sendInBackground({ to: 'x@example.com', subject: 's', text: 't', html: 'h' })).not.toThrow();
    await failing.idle();
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ to: 'x@example.com' }), 'could not send mail');
  });
});

describe('composeEmail', () => {
  it('escapes whatever it is given in the HTML part', () => {
    const mail = composeEmail({
      subject: 's',
      greeting: 'Hi <b>x</b>,',
      paragraphs: ['"quoted" & <script>'],
      action: { label: 'Go', url: 'http://x.test/?a=1&b="2"' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('href="http://x.test/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Go: http://x.test/?a=1&b="2"');
  });
});
