import { Writable } from 'node:stream';
import { MAIL_OUTBOX_MESSAGES, type MailOutboxSummary } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { authCalls } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { createMailer, MAIL_RETRY_DELAYS_MS, SENT_MAIL_KEPT_MS } from './mailer';
import { inHours, useAppWithSmtpBehindProxy } from './test-smtp-behind-proxy';

// Issue 33: with SMTP down, sign-up and reset answered "check your e-mail" and the mail was lost.
// A real SMTP server behind a proxy the test stops; the retry rounds are run by hand with a later
// "now" instead of waiting for the back-off.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const world = useAppWithSmtpBehindProxy({ LOG_LEVEL: 'info' }, { logStream });
const { messageIdsSentTo } = world;
const calls = authCalls(() => world.t.app);
const mailer = () => world.t.app.deps.mailer;
const HOUR_MS = 3_600_000;
const outboxRow = (to: string) =>
  world.t.app.deps.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', to)
    .executeTakeFirstOrThrow();

describe('the mail outbox', () => {
  it('keeps a sign-up mail through an SMTP outage and delivers it exactly once when SMTP is back', async () => {
    const before = await calls.signUp({ email: 'ann@example.com', username: 'ann_racing', password: 'pit-lane-42' });
    await mailer().idle();
    await world.proxy.setMode('down');
    const during = await calls.signUp({ email: 'bea@example.com', username: 'bea_racing', password: 'pit-lane-42' });
    await mailer().idle();

    // The answer does not depend on the mail server.
    expect(during.statusCode).toBe(before.statusCode);
    expect(Object.keys(JSON.parse(during.body)).sort()).toEqual(Object.keys(JSON.parse(before.body)).sort());
    const queued = await outboxRow('bea@example.com');
    expect(queued).toMatchObject({ state: 'pending', attempts: 1, subject: 'Confirm your Paddock account' });
    expect(queued.last_error).not.toContain('bea@example.com');
    const retryIn = new Date(queued.next_attempt_at).getTime() - Date.now();
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]);
    expect(await mailer().deliverDue()).toBe(0); // not due yet

    await world.proxy.setMode('forward');
    expect(await mailer().deliverDue(inHours(1))).toBe(1);
    expect(await mailer().deliverDue(inHours(48))).toBe(0);
    expect(messageIdsSentTo('bea@example.com')).toEqual([queued.message_id]);
    // Sent, the row keeps no body (the confirmation link) and goes after a week.
    expect(await outboxRow('bea@example.com')).toMatchObject({
      state: 'sent',
      attempts: 2,
      last_error: null,
      text_body: '',
      html_body: '',
    });
    await mailer().deliverDue(new Date(Date.now() + SENT_MAIL_KEPT_MS + HOUR_MS));
    expect(await outboxRow('bea@example.com').catch(() => 'gone')).toBe('gone');
  });

  it('gives up after the last retry, lists the mail for admins, and an admin resend delivers it', async () => {
    const admin = await createUser(world.t.app, { role: 'admin' });
    await createUser(world.t.app, { email: 'cleo@example.com' });
    await world.proxy.setMode('down');
    await calls.requestReset('cleo@example.com');
    await mailer().idle();
    for (const [i] of MAIL_RETRY_DELAYS_MS.entries()) expect(await mailer().deliverDue(inHours(24 * (i + 1)))).toBe(1);
    const failed = await outboxRow('cleo@example.com');
    expect(failed).toMatchObject({ state: 'failed', attempts: MAIL_RETRY_DELAYS_MS.length + 1 });
    expect(await mailer().deliverDue(inHours(24 * 30))).toBe(0);

    const listed = await world.t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
    const summary = listed.json<MailOutboxSummary>();
    expect(summary.counts.failed).toBe(1);
    expect(summary.failed).toEqual([
      expect.objectContaining({ id: failed.id, recipient: 'cleo@example.com', subject: 'Reset your Paddock password' }),
    ]);

    await world.proxy.setMode('forward');
    const resend = () =>
      world.t.app.inject({ method: 'POST', url: `/api/admin/mail/${failed.id}/resend`, headers: admin.headers });
    expect((await resend()).statusCode).toBe(202);
    await mailer().idle();
    expect(messageIdsSentTo('cleo@example.com')).toEqual([failed.message_id]);
    expect(await outboxRow('cleo@example.com')).toMatchObject({ state: 'sent' });
    // Sent now: nothing failed to resend any more.
    const again = await resend();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: MAIL_OUTBOX_MESSAGES.notFailed });
  });

  it('gives a due mail to one of two instances polling at once', async () => {
    await world.proxy.setMode('down');
    await mailer().send({ to: 'dora@example.com', subject: 'Once', text: 't', html: '<p>t</p>' });
    await world.proxy.setMode('forward');
    const config = { ...world.t.config.mail, smtpUrl: `smtp://127.0.0.1:${world.proxy.port}` };
    const other = createMailer(config, world.t.app.log, world.t.app.deps.backgroundDb);
    const tried = await Promise.all([mailer().deliverDue(inHours(1)), other.deliverDue(inHours(1))]);
    expect(tried.sort()).toEqual([0, 1]);
    expect(messageIdsSentTo('dora@example.com')).toHaveLength(1);
  });

  it('never writes a recipient address in clear to the log', async () => {
    await mailer().idle();
    const mailLines = logLines.filter((line) => line.includes('mail'));
    expect(mailLines.length).toBeGreaterThan(3);
    for (const address of ['bea@example.com', 'cleo@example.com', 'dora@example.com']) {
      expect(logLines.filter((line) => line.includes(address))).toEqual([]);
    }
    expect(mailLines.some((line) => line.includes('b•••@example.com'))).toBe(true);
  });
});
