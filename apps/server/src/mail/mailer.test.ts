import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkIn, parseMail } from '@paddock/test-support';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { useTempDir } from '../test/fixtures/temp-dir';
import { createTestApp, type TestContext } from '../test/test-app';
import { startSmtpCapture } from '../test/test-inbox';
import { confirmSignUpEmail, signUpAttemptEmail } from './account-emails';
import { createMailer } from './mailer';
import { composeEmail } from './templates';

const log = pino({ level: 'silent' });
const from = 'Paddock <no-reply@paddock.local>';

describe('the mailer', () => {
  const temp = useTempDir('paddock-mail-');
  // The outbox table of a fresh database: every message is a row before it is tried.
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const outboxDb = () => t.app.deps.backgroundDb;
  const retryPollMs = 30_000;
  const timeoutMs = 15_000;

  it('writes each message to the outbox as an .eml file a mail client can open, and logs its link', async () => {
    const outboxDir = temp.file('outbox');
    const info = vi.fn();
    const mailer = createMailer(
      { from, outboxDir, retryPollMs, timeoutMs },
      { ...log, info } as unknown as typeof log,
      outboxDb(),
    );
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
      expect.objectContaining({ to: 'r•••@example.com', link: url, file: path.join(outboxDir, file as string) }),
      `mail written to the outbox: ${url}`,
    );
  });

  it('in production, logs no outbox link: it carries a one-time token', async () => {
    const outboxDir = temp.file('outbox-production');
    const info = vi.fn();
    const mailer = createMailer(
      { from, outboxDir, logLinks: false, retryPollMs, timeoutMs },
      { ...log, info } as unknown as typeof log,
      outboxDb(),
    );
    const url = 'http://localhost:3000/api/auth/reset-password/secret-reset-token?callbackURL=%2Fupdate-password';
    await mailer.send({ to: 'renee@example.com', ...confirmSignUpEmail('Renée', url), link: url });
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('secret-reset-token');
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'r•••@example.com' }),
      'mail written to the outbox',
    );
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer(
        { smtpUrl: smtp.url, from, outboxDir: '/nonexistent', retryPollMs, timeoutMs },
        log,
        outboxDb(),
      );
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
    const warn = vi.fn();
    const failing = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', from, outboxDir: '/nonexistent', retryPollMs, timeoutMs },
      { ...log, warn } as unknown as typeof log,
      outboxDb(),
    );
    expect(() =>
      failing.sendInBackground({ to: 'xavier@example.com', subject: 's', text: 't', html: 'h' }),
    ).not.toThrow();
    await failing.idle();
    // The address is masked in the log line, which says the mail is kept for a retry.
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'x•••@example.com' }),
      'could not send mail, will retry',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain('xavier@example.com');
  });
});

describe('the mail settings', () => {
  const temp = useTempDir('paddock-mail-config-');
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: temp.file('data'), AUTH_SECRET: 'x'.repeat(32), ...env });

  it('MAIL_RETRY_POLL_MS: 30 s by default, refusing a value that would hammer or starve the mail server', () => {
    const poll = (value: string) => load({ MAIL_RETRY_POLL_MS: value });
    expect(load().mail.retryPollMs).toBe(30_000);
    expect(poll('1000').mail.retryPollMs).toBe(1000);
    expect(() => poll('5')).toThrow(ConfigError);
    expect(() => poll('5')).toThrow('MAIL_RETRY_POLL_MS must be at least 100');
    expect(() => poll('soon')).toThrow('MAIL_RETRY_POLL_MS must be a whole number of milliseconds');
  });

  it('SMTP_TIMEOUT_MS: 15 s by default, and below the lease a try holds its row for', () => {
    const timeout = (value: string) => load({ SMTP_TIMEOUT_MS: value });
    expect(load().mail.timeoutMs).toBe(15_000);
    expect(timeout('500').mail.timeoutMs).toBe(500);
    expect(() => timeout('5')).toThrow('SMTP_TIMEOUT_MS must be at least 100');
    expect(() => timeout('600000')).toThrow('SMTP_TIMEOUT_MS must be at most 120000 (two minutes)');
    expect(() => timeout('soon')).toThrow('SMTP_TIMEOUT_MS must be a whole number of milliseconds');
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
