import { ACCOUNT_ERROR_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { json, useAppWithInbox } from '../test/auth-test-client';
import { createUser } from '../test/factories';

const INVALID = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.invalidToken,
  message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired,
};

/** A new password, whichever way it was set, leaves no older reset link usable. */
describe('outstanding reset links', () => {
  const t = useAppWithInbox('outbox');

  async function resetLinks(email: string, count: number) {
    const links: string[] = [];
    for (let i = 0; i < count; i++) {
      await t.calls.requestReset(email);
      const all = (await t.inbox.to(email)).filter((m) => m.subject.includes('Reset'));
      links.push(linkIn(all.at(-1) as (typeof all)[number], '/reset-password/'));
    }
    expect(new Set(links).size).toBe(count);
    return links.map((link) => ({ link, token: new URL(link).pathname.split('/').at(-1) as string }));
  }

  it('completing a reset voids the older links of the account', async () => {
    const user = await createUser(t.app());
    const [first, second] = await resetLinks(user.email, 2);
    expect((await t.calls.resetPassword(second?.token as string, 'second-link-pass')).statusCode).toBe(200);

    expect((await t.calls.follow(first?.link as string)).location).toBe(
      'http://localhost:3000/update-password?error=INVALID_TOKEN',
    );
    expect(json(await t.calls.resetPassword(first?.token as string, 'first-link-pass'))).toEqual(INVALID);
    expect((await t.calls.signIn(user.email, 'second-link-pass')).statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, 'first-link-pass')).statusCode).toBe(401);
  });

  it('changing the password while signed in voids earlier reset links', async () => {
    const user = await createUser(t.app());
    const other = await createUser(t.app());
    const [link] = await resetLinks(user.email, 1);
    const [untouched] = await resetLinks(other.email, 1);

    const changed = await t.calls.changePassword(user.headers, {
      currentPassword: user.password,
      newPassword: 'changed-in-settings',
    });
    expect(changed.statusCode).toBe(200);
    expect(json(await t.calls.resetPassword(link?.token as string, 'sneaky-pass-1'))).toEqual(INVALID);
    expect((await t.calls.signIn(user.email, 'changed-in-settings')).statusCode).toBe(200);
    // Another member's link is theirs to use.
    expect((await t.calls.resetPassword(untouched?.token as string, 'other-new-pass')).statusCode).toBe(200);
  });

  it('a wrong current password changes nothing and voids nothing', async () => {
    const user = await createUser(t.app());
    const [link] = await resetLinks(user.email, 1);
    const wrong = await t.calls.changePassword(user.headers, { currentPassword: 'nope-nope', newPassword: 'x-123456' });
    expect(wrong.statusCode).toBe(400);
    expect(await t.inbox.to(user.email)).toHaveLength(1);
    expect((await t.calls.resetPassword(link?.token as string, 'still-works-1')).statusCode).toBe(200);
  });
});
