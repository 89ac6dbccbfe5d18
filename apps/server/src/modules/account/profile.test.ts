import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
} from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { json, type MailTransport, useAppWithInbox } from '../../test/auth-test-client';
import { createUser, type TestUser } from '../../test/factories';

const put = (app: App, user: TestUser | undefined, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: user?.headers ?? {}, payload });

/** Moves a pending change's creation time back, as if the one-minute cooldown had passed. */
async function ageRequest(app: App, userId: number, ms: number) {
  const then = new Date(Date.now() - ms);
  await app.deps.db.kysely
    .updateTable('pending_email_change')
    .set({ created_at: app.deps.db.kind === 'postgres' ? then : then.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

describe.each<MailTransport>(['outbox', 'smtp'])('e-mail change with mail through the %s', (transport) => {
  const t = useAppWithInbox(transport);

  it('applies a new address only once it is confirmed from that address, and tells the old one', async () => {
    const user = await createUser(t.app());
    const newEmail = `moved-${transport}@example.com`;
    await t.calls.requestReset(user.email);
    const oldResetLink = linkIn(await t.inbox.last(user.email, 'Reset'), '/reset-password/');

    const res = await put(t.app(), user, { email: newEmail.toUpperCase(), currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
      pendingEmail: newEmail,
    });
    const settings = await t.app().inject({ method: 'GET', url: '/api/users/me/profile', headers: user.headers });
    expect(json(settings)).toEqual(json(res));
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
    expect((await t.inbox.last(user.email, 'change of your Paddock email address')).text).toContain(
      'Someone signed in',
    );
    const confirm = await t.inbox.last(newEmail, 'Confirm your new Paddock email address');
    const link = linkIn(confirm, '/api/users/me/email-change/confirm?token=');
    expect((await t.calls.signIn(newEmail, user.password)).statusCode).toBe(401);

    expect(await t.calls.follow(link)).toEqual({ status: 302, location: '/settings?emailChanged=1' });
    expect(json(await t.calls.me(user.headers)).email).toBe(newEmail);
    const row = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select(['email', 'email_verified'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(newEmail);
    expect(Boolean(row.email_verified)).toBe(true);
    expect((await t.calls.signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(401);

    // Single use; and the reset link mailed to the old address no longer works.
    expect(await t.calls.follow(link)).toEqual({ status: 302, location: '/settings?emailChangeError=1' });
    expect((await t.calls.follow(oldResetLink)).location).toContain('error=INVALID_TOKEN');
    const after = await put(t.app(), user, { username: user.username });
    expect(json(after).pendingEmail).toBeNull();
    expect(json(await t.app().inject({ method: 'GET', url: '/api/users/me/profile', headers: user.headers }))).toEqual(
      json(after),
    );
  });

  it('answers a change to a taken address like any other, and mails that address nothing', async () => {
    const owner = await createUser(t.app());
    const user = await createUser(t.app());
    const res = await put(t.app(), user, { email: owner.email, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
      pendingEmail: owner.email,
    });
    expect(await t.inbox.to(owner.email)).toEqual([]);
    expect((await t.inbox.to(user.email)).map((m) => m.subject)).toEqual([
      'A change of your Paddock email address was requested',
    ]);
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
  });
});

describe('profile updates', () => {
  const t = useAppWithInbox('outbox');

  it('needs a signed-in member and at least one known field', async () => {
    expect((await put(t.app(), undefined, { username: 'Nobody' })).statusCode).toBe(401);
    const user = await createUser(t.app());
    const empty = await put(t.app(), user, {});
    expect(json(empty)).toMatchObject({ statusCode: 400, message: ACCOUNT_INPUT_MESSAGES.noChanges });
    expect((await put(t.app(), user, { username: 'Fine', role: 'admin' })).statusCode).toBe(400);
  });

  it('changes the username, kept unique whatever the case', async () => {
    const user = await createUser(t.app());
    const other = await createUser(t.app(), { username: 'Taken_Name' });
    const res = await put(t.app(), user, { username: 'Fresh_Name' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: user.id, username: 'Fresh_Name', pendingEmail: null });
    const row = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select(['username', 'display_username'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: 'fresh_name', display_username: 'Fresh_Name' });
    expect((await t.calls.signInUsername('FRESH_NAME', user.password)).statusCode).toBe(200);
    expect(json(await t.calls.me(user.headers)).username).toBe('Fresh_Name');

    // Changing only the case of one's own name is fine; another member's name is not.
    expect(json(await put(t.app(), user, { username: 'fresh_NAME' })).username).toBe('fresh_NAME');
    const clash = await put(t.app(), user, { username: 'taken_name' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toEqual({
      statusCode: 409,
      code: AUTH_ERROR_CODES.usernameTaken,
      message: ACCOUNT_ERROR_MESSAGES.usernameTaken,
    });
    expect(json(await t.calls.me(other.headers)).username).toBe('Taken_Name');
  });

  it('refuses invalid, too long and reserved usernames', async () => {
    const user = await createUser(t.app());
    expect(json(await put(t.app(), user, { username: 'two words' })).message).toBe(
      ACCOUNT_INPUT_MESSAGES.usernameInvalid,
    );
    expect(json(await put(t.app(), user, { username: 'x'.repeat(51) })).message).toBe(
      ACCOUNT_INPUT_MESSAGES.usernameTooLong,
    );
    const reserved = await put(t.app(), user, { username: 'Deleted-User-1' });
    expect(json(reserved)).toMatchObject({ statusCode: 400, message: ACCOUNT_SERVER_MESSAGES.usernameReserved });
    expect(json(await put(t.app(), user, { email: 'not-an-email' })).message).toBe(ACCOUNT_INPUT_MESSAGES.emailInvalid);
  });

  it('allows one e-mail change request a minute, and the latest link replaces the earlier one', async () => {
    const user = await createUser(t.app());
    expect((await put(t.app(), user, { email: 'first@example.com', currentPassword: user.password })).statusCode).toBe(
      200,
    );
    const again = await put(t.app(), user, { email: 'second@example.com', currentPassword: user.password });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const firstLink = linkIn(await t.inbox.last('first@example.com', 'Confirm'), '/email-change/confirm');

    await ageRequest(t.app(), user.id, 61_000);
    expect(
      json(await put(t.app(), user, { email: 'second@example.com', currentPassword: user.password })).pendingEmail,
    ).toBe('second@example.com');
    expect((await t.calls.follow(firstLink)).location).toBe('/settings?emailChangeError=1');
    const secondLink = linkIn(await t.inbox.last('second@example.com', 'Confirm'), '/email-change/confirm');

    // Going back to the current address cancels what is pending.
    await ageRequest(t.app(), user.id, 61_000);
    expect(json(await put(t.app(), user, { email: user.email })).pendingEmail).toBeNull();
    expect((await t.calls.follow(secondLink)).location).toBe('/settings?emailChangeError=1');
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
  });

  it('refuses an expired or made-up confirmation link', async () => {
    const user = await createUser(t.app());
    await put(t.app(), user, { email: 'late@example.com', currentPassword: user.password });
    const link = linkIn(await t.inbox.last('late@example.com', 'Confirm'), '/email-change/confirm');
    const past = new Date(Date.now() - 1000);
    await t
      .app()
      .deps.db.kysely.updateTable('pending_email_change')
      .set({ expires_at: t.app().deps.db.kind === 'postgres' ? past : past.toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.calls.follow(link)).location).toBe('/settings?emailChangeError=1');
    expect(
      (await t.calls.follow('http://localhost:3000/api/users/me/email-change/confirm?token=made-up')).location,
    ).toBe('/settings?emailChangeError=1');
    expect((await t.calls.follow('http://localhost:3000/api/users/me/email-change/confirm')).location).toBe(
      '/settings?emailChangeError=1',
    );
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
  });

  it('does not apply a confirmed change when the address was taken in the meantime', async () => {
    const user = await createUser(t.app());
    await put(t.app(), user, { email: 'contested@example.com', currentPassword: user.password });
    const link = linkIn(await t.inbox.last('contested@example.com', 'Confirm'), '/email-change/confirm');
    await createUser(t.app(), { email: 'contested@example.com' });
    expect((await t.calls.follow(link)).location).toBe('/settings?emailChangeError=1');
    expect(json(await t.calls.me(user.headers)).email).toBe(user.email);
  });
});
