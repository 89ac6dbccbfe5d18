import { createServer } from 'node:net';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
  MESSAGES,
} from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { maskAddress } from '../mail/mask-address';
import { cookieFrom, freshIp, json, type MailTransport, useAppWithInbox } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { hashVerificationIdentifier } from './verification-identifier';

const NEUTRAL = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

async function resetTokenRows(app: App, userId: number) {
  return app.deps.db.kysely
    .selectFrom('verification')
    .selectAll()
    .where('identifier', 'like', 'reset-password:%')
    .where('value', '=', String(userId))
    .execute();
}

async function signedInTwice(t: ReturnType<typeof useAppWithInbox>, email: string, password: string) {
  const a = cookieFrom(await t.calls.signIn(email, password));
  const b = cookieFrom(await t.calls.signIn(email, password));
  return [a, b];
}

describe.each<MailTransport>(['outbox', 'smtp'])('password reset with mail through the %s', (transport) => {
  const t = useAppWithInbox(transport);

  it('mails a single-use link that lands on /update-password, sets the password and ends every session', async () => {
    const user = await createUser(t.app());
    const cookies = await signedInTwice(t, user.email, user.password);

    const asked = await t.calls.requestReset(user.email);
    expect(asked.statusCode).toBe(200);
    expect(json(asked)).toEqual(NEUTRAL);
    const mail = await t.inbox.last(user.email, 'Reset your Paddock password');
    const link = linkIn(mail, '/api/auth/reset-password/');
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[A-Za-z0-9]+\?callbackURL=%2Fupdate-password$/,
    );

    const landed = await t.calls.follow(link);
    expect(landed.status).toBe(302);
    const target = new URL(landed.location);
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:3000/update-password');
    const token = target.searchParams.get('token') as string;
    expect(token).toBeTruthy();
    const [row] = await resetTokenRows(t.app(), user.id);
    const expiresIn = new Date(String(row?.expires_at)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);

    const tooShort = await t.calls.resetPassword(token, '12345');
    expect(json(tooShort)).toMatchObject({ statusCode: 400, message: ACCOUNT_INPUT_MESSAGES.passwordTooShortReset });

    const reset = await t.calls.resetPassword(token, 'brand-new-pass');
    expect(reset.statusCode).toBe(200);
    for (const cookie of cookies) expect((await t.calls.me({ cookie: cookie as string })).statusCode).toBe(401);
    expect((await t.calls.me(user.headers)).statusCode).toBe(401);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await t.calls.signIn(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await t.inbox.last(user.email, 'password was changed')).text).toContain('every session ended');

    const reused = await t.calls.resetPassword(token, 'third-password');
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual({
      statusCode: 400,
      code: AUTH_ERROR_CODES.invalidToken,
      message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired,
    });
    expect((await t.calls.follow(link)).location).toBe('http://localhost:3000/update-password?error=INVALID_TOKEN');
  });

  it('refuses an expired link and a tampered token', async () => {
    const user = await createUser(t.app());
    await t.calls.requestReset(user.email);
    const link = linkIn(await t.inbox.last(user.email, 'Reset'), '/reset-password/');
    const token = new URL(link).pathname.split('/').at(-1) as string;

    const tampered = await t.calls.resetPassword(
      `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`,
      'whatever-1',
    );
    expect(json(tampered)).toMatchObject({
      statusCode: 400,
      message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired,
    });

    const past = new Date(Date.now() - 1000);
    await t
      .app()
      .deps.db.kysely.updateTable('verification')
      .set({ expires_at: t.app().deps.db.kind === 'postgres' ? past : past.toISOString() })
      .where('identifier', '=', await hashVerificationIdentifier(`reset-password:${token}`))
      .execute();
    expect((await t.calls.follow(link)).location).toBe('http://localhost:3000/update-password?error=INVALID_TOKEN');
    const expired = await t.calls.resetPassword(token, 'whatever-1');
    expect(json(expired)).toMatchObject({ statusCode: 400, code: 'INVALID_TOKEN' });
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers a reset request the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await createUser(t.app());
    const known = await t.calls.requestReset(user.email);
    const unknown = await t.calls.requestReset('no-such-member@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await t.inbox.to('no-such-member@example.com')).toEqual([]);
    expect(await t.inbox.to(user.email)).toHaveLength(1);
  });
});

describe('password changes and limits', () => {
  const t = useAppWithInbox('outbox');

  it('changes the password only with the current one, keeping other sessions unless asked', async () => {
    const user = await createUser(t.app());
    const [mine, other] = (await signedInTwice(t, user.email, user.password)) as [string, string];
    const noSession = await t.calls.post('/change-password', {
      currentPassword: user.password,
      newPassword: 'x-123456',
    });
    expect(noSession.statusCode).toBe(401);

    const wrong = await t.calls.changePassword(
      { cookie: mine },
      { currentPassword: 'nope-nope', newPassword: 'x-123456' },
    );
    expect(json(wrong)).toEqual({
      statusCode: 400,
      code: AUTH_ERROR_CODES.invalidPassword,
      message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong,
    });
    const short = await t.calls.changePassword(
      { cookie: mine },
      { currentPassword: user.password, newPassword: '123' },
    );
    expect(json(short).message).toBe(ACCOUNT_INPUT_MESSAGES.newPasswordTooShort);

    const kept = await t.calls.changePassword(
      { cookie: mine },
      { currentPassword: user.password, newPassword: 'second-pass' },
    );
    expect(kept.statusCode).toBe(200);
    expect((await t.calls.me({ cookie: other })).statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, 'second-pass')).statusCode).toBe(200);

    const revoked = await t.calls.changePassword(
      { cookie: mine },
      { currentPassword: 'second-pass', newPassword: 'third-pass', revokeOtherSessions: true },
    );
    expect(revoked.statusCode).toBe(200);
    expect((await t.calls.me({ cookie: other })).statusCode).toBe(401);
    expect((await t.calls.me(user.headers)).statusCode).toBe(401);
    expect((await t.calls.me({ cookie: cookieFrom(revoked) })).statusCode).toBe(200);
  });

  it('limits reset requests per client with 429 and Retry-After', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.calls.requestReset>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.calls.requestReset('someone@example.com', ip);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.calls.requestReset('someone@example.com', freshIp())).statusCode).toBe(200);
  });

  it('refuses a banned member with the ban message, and a wrong password as usual', async () => {
    const user = await createUser(t.app(), { banned: true });
    const right = await t.calls.signIn(user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(json(right)).toEqual({ statusCode: 403, code: AUTH_ERROR_CODES.banned, message: MESSAGES.auth.banned });
    expect(right.headers['set-cookie']).toBeUndefined();
    const byName = await t.calls.signInUsername(user.username, user.password);
    expect(json(byName)).toMatchObject({ statusCode: 403, code: 'BANNED' });
    expect((await t.calls.signIn(user.email, 'wrong-password')).statusCode).toBe(401);
  });
});

/** A port nobody listens on: every delivery to it fails with ECONNREFUSED. */
const closedPort = await new Promise<number>((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});

describe('a failing mail server', () => {
  const t = useAppWithInbox('outbox', { SMTP_URL: `smtp://127.0.0.1:${closedPort}` });

  it('still answers reset and sign-up requests neutrally, and keeps the mail for a retry', async () => {
    const warnings = vi.spyOn(t.app().deps.log, 'warn');
    const user = await createUser(t.app());
    const reset = await t.calls.requestReset(user.email);
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual(NEUTRAL);
    const signUp = await t.calls.signUp({
      email: 'broken-mail@example.com',
      username: 'broken_mail',
      password: 'abcdef',
    });
    expect(signUp.statusCode).toBe(200);
    await t.app().deps.mailer.idle();
    // Logged with the address masked; the mail outbox test follows the retries.
    const retry = 'could not send mail, will retry';
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ to: maskAddress(user.email) }), retry);
    expect(warnings).toHaveBeenCalledWith(expect.objectContaining({ to: 'b•••@example.com' }), retry);
    warnings.mockRestore();
  });
});
