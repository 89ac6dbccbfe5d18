import { describe, expect, it } from 'vitest';
import { authCalls } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { inHours, useAppWithSmtpBehindProxy } from './test-smtp-behind-proxy';

// Issue 33: a frozen SMTP server (accepting connections, answering nothing) or a stopped one.
// The answer stays the usual one, the row is written before it (a crash after the answer loses
// nothing), the try ends by SMTP_TIMEOUT_MS and waits for its retry, which, once the server is
// back, delivers the message once with its Message-ID. Retry rounds run by hand with a later "now".
const world = useAppWithSmtpBehindProxy({ SMTP_TIMEOUT_MS: '200' });
const { messageIdsSentTo } = world;
const app = () => world.t.app;
const calls = authCalls(app);
const mailer = () => app().deps.mailer;
const outboxRows = (to: string) =>
  app().deps.db.kysely.selectFrom('mail_outbox').selectAll().where('recipient', '=', to).execute();
const signUp = (name: string) =>
  calls.signUp({ email: `${name}@example.com`, username: `${name}_racing`, password: 'pit-lane-42' });

/** Waits for the tries in flight; with the proxy still stalled, only SMTP_TIMEOUT_MS can end them. */
async function triesEnd(to: string) {
  await mailer().idle();
  const [row, ...more] = await outboxRows(to);
  expect(more).toEqual([]);
  return row;
}

/** The server is back: one due round delivers the kept row, once, under its first Message-ID. */
async function deliveredOnceWhenBack(to: string, messageId: string | undefined) {
  await world.proxy.setMode('forward');
  expect(await mailer().deliverDue(inHours(1))).toBe(1);
  expect(await mailer().deliverDue(inHours(48))).toBe(0);
  expect(messageIdsSentTo(to)).toEqual([messageId]);
  expect((await outboxRows(to))[0]).toMatchObject({ state: 'sent', attempts: 2 });
}

describe.each(['stall', 'down'] as const)('SMTP %s', (mode) => {
  it('answers a sign-up as usual, with its mail already queued, and delivers it once when SMTP is back', async () => {
    await world.proxy.setMode('forward');
    const usual = await signUp(`usual-${mode}`);
    await mailer().idle();
    await world.proxy.setMode(mode);
    const to = `meg-${mode}@example.com`;

    const during = await signUp(`meg-${mode}`);
    expect(during.statusCode).toBe(usual.statusCode);
    expect(Object.keys(during.json()).sort()).toEqual(Object.keys(usual.json()).sort());
    // The row is there before any try has ended (idle() not awaited yet).
    expect(await outboxRows(to)).toEqual([expect.objectContaining({ subject: 'Confirm your Paddock account' })]);

    const failed = await triesEnd(to);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1 });
    expect(failed?.last_error).toBeTruthy();
    expect(new Date(failed?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await mailer().deliverDue()).toBe(0); // not due yet
    await deliveredOnceWhenBack(to, failed?.message_id);
  });

  it('answers a reset request as usual and keeps its mail for the retry', async () => {
    await world.proxy.setMode('forward');
    const to = `nia-${mode}@example.com`;
    await createUser(app(), { email: to });
    const unknown = await calls.requestReset(`nobody-${mode}@example.com`);
    await world.proxy.setMode(mode);

    const known = await calls.requestReset(to);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    const failed = await triesEnd(to);
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, subject: 'Reset your Paddock password' });
    await deliveredOnceWhenBack(to, failed?.message_id);
  });
});
