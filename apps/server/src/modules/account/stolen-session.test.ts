import { ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES, MESSAGES } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { CURRENT_PASSWORD_LIMIT } from '../../auth/current-password';
import { json, useAppWithInbox } from '../../test/auth-test-client';
import { createUser, type TestUser } from '../../test/factories';
import { gdpr } from '../../test/gdpr-test-world';

/**
 * A session alone (stolen cookie, unlocked computer) must not be enough to take an account over
 * for good or to erase it: the e-mail change, deletion and anonymisation ask for the password, a
 * new password voids a pending e-mail change, and every change is told to the owner's address.
 */

const put = (app: App, user: TestUser, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: user.headers, payload });

const NEEDED = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.currentPasswordRequired,
  message: ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded,
  errors: [{ path: 'currentPassword', message: ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded }],
};
const WRONG = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.invalidPassword,
  message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong,
  errors: [{ path: 'currentPassword', message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong }],
};

describe('what a stolen session cannot do', () => {
  const t = useAppWithInbox('outbox');

  const pendingOf = (user: TestUser) =>
    t.app().deps.db.kysely.selectFrom('pending_email_change').selectAll().where('user_id', '=', user.id).execute();

  it('cannot be used to guess the password: checks are limited per account', async () => {
    // First in this file: on SQLite a deleted account's id can be handed out again, with its counter.
    const user = await createUser(t.app());
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.max; i++) {
      const guess = await gdpr(t.app(), user, 'delete-account', {
        requestType: 'DELETE',
        currentPassword: `guess-${i}`,
      });
      expect(json(guess)).toEqual(WRONG);
    }
    const right = await put(t.app(), user, { email: 'after-guessing@example.com', currentPassword: user.password });
    expect(right.statusCode).toBe(429);
    expect(json(right)).toMatchObject({ code: AUTH_ERROR_CODES.rateLimited, message: MESSAGES.common.tooManyRequests });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pendingOf(user)).toEqual([]);
    // Another member is not held back.
    const other = await createUser(t.app());
    expect((await put(t.app(), other, { email: 'free@example.com', currentPassword: other.password })).statusCode).toBe(
      200,
    );
  });

  it('changes the e-mail only with the current password, and writes nothing without it', async () => {
    const user = await createUser(t.app());
    expect(json(await put(t.app(), user, { email: 'thief@example.com' }))).toEqual(NEEDED);
    expect(json(await put(t.app(), user, { email: 'thief@example.com', currentPassword: '' }))).toEqual(NEEDED);
    const wrong = await put(t.app(), user, {
      username: 'Renamed_Too',
      email: 'thief@example.com',
      currentPassword: 'guess',
    });
    expect(json(wrong)).toEqual(WRONG);
    // Refused whole: the username in the same request did not change, nothing is pending, nothing was mailed.
    expect(json(await t.calls.me(user.headers)).username).toBe(user.username);
    expect(await pendingOf(user)).toEqual([]);
    expect(await t.inbox.to('thief@example.com')).toEqual([]);
    expect(await t.inbox.to(user.email)).toEqual([]);

    const right = await put(t.app(), user, { email: 'moving@example.com', currentPassword: user.password });
    expect(right.statusCode).toBe(200);
    expect(json(right).pendingEmail).toBe('moving@example.com');
    // A username change alone, and cancelling a pending change, need no password.
    expect((await put(t.app(), user, { username: 'Only_Name' })).statusCode).toBe(200);
    expect(json(await put(t.app(), user, { email: user.email })).pendingEmail).toBeNull();
  });

  it('deletes or anonymises the account only with the current password', async () => {
    const user = await createUser(t.app());
    for (const [path, requestType] of [
      ['delete-account', 'DELETE'],
      ['anonymize', 'ANONYMIZE'],
    ] as const) {
      expect(json(await gdpr(t.app(), user, path, { requestType }))).toEqual(NEEDED);
      expect(json(await gdpr(t.app(), user, path, { requestType, currentPassword: 'not-it' }))).toEqual(WRONG);
    }
    expect((await t.calls.me(user.headers)).statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(200);
    const done = await gdpr(t.app(), user, 'delete-account', { requestType: 'DELETE', currentPassword: user.password });
    expect(done.statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('a password change from the settings voids a pending e-mail change, and the owner is told', async () => {
    const user = await createUser(t.app());
    await put(t.app(), user, { email: 'stolen@example.com', currentPassword: user.password });
    const link = linkIn(await t.inbox.last('stolen@example.com', 'Confirm'), '/email-change/confirm');

    const changed = await t.calls.changePassword(user.headers, {
      currentPassword: user.password,
      newPassword: 'a-fresh-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await t.calls.follow(link)).toEqual({ status: 302, location: '/settings?emailChangeError=1' });
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
    const settings = await t.app().inject({ method: 'GET', url: '/api/users/me/profile', headers: user.headers });
    expect(json(settings).pendingEmail).toBeNull();

    const mail = await t.inbox.last(user.email, 'Your Paddock password was changed');
    expect(mail.text).toContain('changed from the settings page on');
    expect(mail.text).toMatch(/\d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC/);
    expect(mail.text).toContain('Forgot password?');
    expect(mail.text).toContain('http://localhost:3000/login');
  });

  it('a password reset voids a pending e-mail change', async () => {
    const user = await createUser(t.app());
    await put(t.app(), user, { email: 'grabbed@example.com', currentPassword: user.password });
    const link = linkIn(await t.inbox.last('grabbed@example.com', 'Confirm'), '/email-change/confirm');
    await t.calls.requestReset(user.email);
    const reset = linkIn(await t.inbox.last(user.email, 'Reset'), '/reset-password/');
    const token = new URL(reset).pathname.split('/').at(-1) as string;
    expect((await t.calls.resetPassword(token, 'taken-back-pass')).statusCode).toBe(200);

    expect((await t.calls.follow(link)).location).toBe('/settings?emailChangeError=1');
    const row = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.email).toBe(user.email);
    expect(await pendingOf(user)).toEqual([]);
  });

  it('tells the previous address once an e-mail change completes', async () => {
    const user = await createUser(t.app());
    await put(t.app(), user, { email: 'new-home@example.com', currentPassword: user.password });
    const link = linkIn(await t.inbox.last('new-home@example.com', 'Confirm'), '/email-change/confirm');
    expect(await t.inbox.to(user.email)).toHaveLength(1); // "a change was requested"
    expect((await t.calls.follow(link)).location).toBe('/settings?emailChanged=1');

    const told = await t.inbox.last(user.email, 'Your Paddock email address was changed');
    expect(told.text).toContain('was changed to new-home@example.com on');
    expect(told.text).toContain('contact us right away');
    expect(told.text).toContain('http://localhost:3000/contact');
    expect(await t.inbox.to('new-home@example.com')).toHaveLength(1); // only the confirmation link
  });

  it('tells the member by e-mail when their username changes', async () => {
    const user = await createUser(t.app());
    expect((await put(t.app(), user, { username: 'Brand_New_Name' })).statusCode).toBe(200);
    const mail = await t.inbox.last(user.email, 'Your Paddock username was changed');
    expect(mail.text).toContain(`changed from ${user.username} to Brand_New_Name on`);
    expect(mail.text).toContain('Forgot password?');
    // A refused change mails nothing.
    await createUser(t.app(), { username: 'Someone_Else' });
    expect((await put(t.app(), user, { username: 'someone_else' })).statusCode).toBe(409);
    expect(await t.inbox.to(user.email)).toHaveLength(1);
  });
});
