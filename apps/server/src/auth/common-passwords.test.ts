import { ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { DEMO_PASSWORD } from '@paddock/demo-assets';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { json, useAppWithInbox } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

const TOO_COMMON = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.passwordTooCommon,
  message: ACCOUNT_SERVER_MESSAGES.passwordTooCommon,
};

describe('the common-passwords list', () => {
  it('holds well over the 10,000 most common passwords and compares without case', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    for (const p of ['123456', 'password', 'PassWord', 'qwerty123', 'iloveyou', 'football']) {
      expect(isCommonPassword(p)).toBe(true);
    }
  });

  it('leaves out the passwords the demo, the tests and the load test rely on', () => {
    for (const p of [
      DEMO_PASSWORD,
      'bootstrap-admin-pass',
      'correct-horse-battery',
      'pit-lane-42',
      'load-test-password',
      'load-test-admin-pass',
    ]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe('common passwords are refused', () => {
  const t = useAppWithInbox('outbox');
  let n = 0;
  const someone = () => {
    n += 1;
    return { email: `common${n}@example.com`, username: `common_${n}` };
  };

  it('on sign-up, whatever their case, keeping the length message for short ones', async () => {
    for (const password of ['123456', 'password', 'PASSWORD', 'Football']) {
      const res = await t.calls.signUp({ ...someone(), password });
      expect(json(res), password).toEqual(TOO_COMMON);
    }
    const short = await t.calls.signUp({ ...someone(), password: '12345' });
    expect(json(short)).toMatchObject({ statusCode: 400, message: ACCOUNT_INPUT_MESSAGES.passwordTooShortRegister });
    const user = someone();
    expect((await t.calls.signUp({ ...user, password: 'grid-walk-1967' })).statusCode).toBe(200);
    // Refused before the address is looked up: nothing was created for the common ones.
    const rows = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select('email')
      .where('email', 'like', 'common%')
      .execute();
    expect(rows.map((r) => r.email)).toEqual([user.email]);
  });

  it('on a password change', async () => {
    const user = await createUser(t.app());
    const res = await t.calls.changePassword(user.headers, {
      currentPassword: user.password,
      newPassword: 'qwerty123',
    });
    expect(json(res)).toEqual(TOO_COMMON);
    expect((await t.calls.signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('on a password reset, and the link still works for a better one', async () => {
    const user = await createUser(t.app());
    await t.calls.requestReset(user.email);
    const link = linkIn(await t.inbox.last(user.email, 'Reset your Paddock password'), '/api/auth/reset-password/');
    const token = new URL((await t.calls.follow(link)).location).searchParams.get('token') as string;
    expect(json(await t.calls.resetPassword(token, 'iloveyou'))).toEqual(TOO_COMMON);
    expect((await t.calls.resetPassword(token, 'le-mans-dawn-1955')).statusCode).toBe(200);
    expect((await t.calls.signIn(user.email, 'le-mans-dawn-1955')).statusCode).toBe(200);
  });
});
