import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { json, useAppWithInbox } from '../test/auth-test-client';
import { createUser } from '../test/factories';

const t = useAppWithInbox('outbox');

const rowsOf = (userId: number) =>
  t.app().deps.db.kysely.selectFrom('verification').selectAll().where('value', '=', String(userId)).execute();

describe('reset tokens are stored only as a hash', () => {
  it('the database holds no reset token, and the mailed link still sets the password', async () => {
    const user = await createUser(t.app());
    expect((await t.calls.requestReset(user.email)).statusCode).toBe(200);
    const link = linkIn(await t.inbox.last(user.email, 'Reset'), '/reset-password/');
    const token = new URL(link).pathname.split('/').at(-1) as string;
    expect(token.length).toBeGreaterThanOrEqual(24);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    // Still a reset row of this member for our own queries, but a copy of the table opens nothing.
    expect(rows[0]?.identifier).toMatch(/^reset-password:~[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect((await t.calls.follow(link)).location).toBe(`http://localhost:3000/update-password?token=${token}`);
    const reset = await t.calls.resetPassword(token, 'brand-new-pass-1');
    expect(reset.statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('the stored identifier itself is no reset token', async () => {
    const user = await createUser(t.app());
    await t.calls.requestReset(user.email);
    const [row] = await rowsOf(user.id);
    const stored = String(row?.identifier).slice('reset-password:'.length);
    const res = await t.calls.resetPassword(stored, 'brand-new-pass-2');
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('INVALID_TOKEN');
    const followed = await t.calls.follow(
      `http://localhost:3000/api/auth/reset-password/${stored}?callbackURL=%2Fupdate-password`,
    );
    expect(followed.location).not.toContain(stored);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('a reset link issued before the change (plain token in the table) still works once', async () => {
    const user = await createUser(t.app());
    const { dialect, db } = t.app().deps;
    const token = 'LegacyPlainToken0123456789ab';
    await db.kysely
      .insertInto('verification')
      .values({
        identifier: `reset-password:${token}`,
        value: String(user.id),
        expires_at: dialect.timestamp(new Date(Date.now() + 30 * 60 * 1000)),
        created_at: dialect.now(),
        updated_at: dialect.now(),
      })
      .execute();
    expect((await t.calls.resetPassword(token, 'brand-new-pass-3')).statusCode).toBe(200);
    expect((await t.calls.resetPassword(token, 'brand-new-pass-4')).statusCode).toBe(400);
  });
});
