import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
} from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { cookieFrom, freshIp, json, type MailTransport, useAppWithInbox } from '../test/auth-test-client';

let n = 0;
const someone = (tag: string) => {
  n += 1;
  return { email: `${tag}${n}@example.com`, username: `${tag}_${n}`, password: 'pit-lane-42' };
};

describe.each<MailTransport>(['outbox', 'smtp'])('registration with mail through the %s', (transport) => {
  const t = useAppWithInbox(transport);

  it('registers, refuses sign-in until the link is followed, then signs in and out', async () => {
    const lena = { ...someone('lena'), username: `Lena_Racing_${transport}` };
    const signUp = await t.calls.signUp(lena);
    expect(signUp.statusCode).toBe(200);
    expect(json(signUp)).toEqual({ status: true, message: ACCOUNT_SERVER_MESSAGES.signUpAccepted });
    expect(signUp.headers['set-cookie']).toBeUndefined();
    expect(signUp.headers['set-auth-token']).toBeUndefined();

    const row = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .selectAll()
      .where('email', '=', lena.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: lena.username.toLowerCase(), display_username: lena.username });
    expect(Boolean(row.has_given_gdpr_consent)).toBe(true);
    expect(row.gdpr_consent_date).toBeTruthy();
    expect(Boolean(row.email_verified)).toBe(false);

    // The right password of an unconfirmed account is refused like a wrong one (see the next test).
    const early = await t.calls.signIn(lena.email, lena.password);
    expect(early.statusCode).toBe(401);
    expect(json(early)).toEqual({
      statusCode: 401,
      code: AUTH_ERROR_CODES.invalidEmailOrPassword,
      message: ACCOUNT_ERROR_MESSAGES.loginFailed,
    });
    const earlyByName = await t.calls.signInUsername(lena.username, lena.password);
    expect(json(earlyByName).code).toBe(AUTH_ERROR_CODES.invalidUsernameOrPassword);

    const mail = await t.inbox.last(lena.email, 'Confirm your Paddock account');
    expect(mail.text).toContain(`Hi ${lena.username},`);
    expect(mail.html).toContain('PADDOCK');
    const link = linkIn(mail, '/api/auth/verify-email');
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    const followed = await t.calls.follow(link);
    expect(followed).toEqual({ status: 302, location: '/login?confirmed=1' });

    const signIn = await t.calls.signIn(lena.email, lena.password);
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn);
    const me = await t.calls.me({ cookie });
    expect(json(me)).toMatchObject({ username: lena.username, email: lena.email, role: 'user' });
    expect((await t.calls.signInUsername(lena.username.toUpperCase(), lena.password)).statusCode).toBe(200);

    expect((await t.calls.signOut(cookie)).statusCode).toBe(200);
    expect((await t.calls.me({ cookie })).statusCode).toBe(401);
  });

  it('resends the confirmation, and the new link works', async () => {
    const max = someone('max');
    await t.calls.signUp(max);
    const resend = await t.calls.resend(max.email);
    expect(resend.statusCode).toBe(200);
    const mails = (await t.inbox.to(max.email)).filter((m) => m.subject.includes('Confirm'));
    expect(mails).toHaveLength(2);
    const followed = await t.calls.follow(linkIn(mails[1] as (typeof mails)[number], '/verify-email'));
    expect(followed.location).toBe('/login?confirmed=1');
    expect((await t.calls.signIn(max.email, max.password)).statusCode).toBe(200);
  });

  it('sends a confirmation link that cannot be forged, and says so on the login page', async () => {
    const ours = someone('forge');
    await t.calls.signUp(ours);
    const link = new URL(linkIn(await t.inbox.last(ours.email, 'Confirm'), '/verify-email'));
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    expect(await t.calls.follow(link.href)).toEqual({
      status: 302,
      location: '/login?confirmed=1&error=INVALID_TOKEN',
    });
    // Still unconfirmed: refused like a wrong password.
    expect((await t.calls.signIn(ours.email, ours.password)).statusCode).toBe(401);
  });

  it('answers a sign-up for a registered address exactly like a new one, and warns the owner', async () => {
    const owner = someone('owner');
    const first = await t.calls.signUp(owner);
    const again = await t.calls.signUp({ ...owner, username: `${owner.username}_2`, password: 'another-pass-9' });
    const fresh = await t.calls.signUp(someone('fresh'));
    for (const res of [again, fresh]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.body).toBe(first.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const warning = await t.inbox.last(owner.email, 'Someone tried to register');
    expect(warning.text).toContain('nothing was created');
    expect(linkIn(warning, '/login')).toBe('http://localhost:3000/login');
    const users = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select('id')
      .where('email', '=', owner.email)
      .execute();
    expect(users).toHaveLength(1);
    // The second attempt's password does not work; the owner's still does after confirming.
    expect((await t.calls.signIn(owner.email, 'another-pass-9')).statusCode).toBe(401);
  });

  it('refuses a missing consent alike for registered and new addresses', async () => {
    const owner = someone('consent');
    await t.calls.signUp(owner);
    const known = await t.calls.signUp({ ...owner, username: `${owner.username}_b`, hasGivenGdprConsent: false });
    const unknown = await t.calls.signUp({ ...someone('consent'), hasGivenGdprConsent: false });
    expect(known.statusCode).toBe(400);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toMatchObject({ code: AUTH_ERROR_CODES.consentRequired });
  });

  it('keeps usernames unique whatever their case, and refuses invalid or reserved ones', async () => {
    const first = someone('case');
    await t.calls.signUp({ ...first, username: 'Case_Racer' });
    // Only a confirmed account holds its name (an unconfirmed one gives it up: see username-rules.test).
    await t.calls.follow(
      linkIn(await t.inbox.last(first.email, 'Confirm your Paddock account'), '/api/auth/verify-email'),
    );
    const clash = await t.calls.signUp({ ...someone('case'), username: 'CASE_racer' });
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toMatchObject({
      code: AUTH_ERROR_CODES.usernameTaken,
      message: ACCOUNT_ERROR_MESSAGES.usernameTaken,
    });
    const tooLong = await t.calls.signUp({ ...someone('long'), username: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).message).toBe(ACCOUNT_INPUT_MESSAGES.usernameTooLong);
    const reserved = await t.calls.signUp({ ...someone('res'), username: 'Deleted-User-7' });
    expect(json(reserved)).toMatchObject({ statusCode: 400, code: AUTH_ERROR_CODES.usernameReserved });
    const spoof = await t.calls.post('/sign-up/email', {
      ...someone('spoof'),
      name: 'x',
      hasGivenGdprConsent: true,
      displayUsername: 'admin',
      image: 'https://evil.example/x.png',
    });
    expect(spoof.statusCode).toBe(200);
    const row = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select(['display_username', 'image'])
      .where('email', 'like', 'spoof%')
      .executeTakeFirstOrThrow();
    expect(row.display_username).not.toBe('admin');
    expect(row.image).toBeNull();
  });

  it('checks password length on sign-up with the register form message', async () => {
    const short = await t.calls.signUp({ ...someone('short'), password: '12345' });
    expect(json(short)).toMatchObject({ statusCode: 400, message: ACCOUNT_INPUT_MESSAGES.passwordTooShortRegister });
    const long = await t.calls.signUp({ ...someone('long'), password: 'x'.repeat(129) });
    expect(json(long)).toMatchObject({ statusCode: 400, message: ACCOUNT_SERVER_MESSAGES.passwordTooLong });
    expect((await t.calls.signUp({ ...someone('six'), password: 'x-1234' })).statusCode).toBe(200);
  });
});

describe('sign-in, resend and sign-up limits', () => {
  const t = useAppWithInbox('outbox');

  it('answers an unknown e-mail and a wrong password the same way', async () => {
    const user = someone('known');
    await t.calls.signUp(user);
    const wrong = await t.calls.signIn(user.email, 'not-the-password');
    const unknown = await t.calls.signIn('nobody-here@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(json(wrong)).toEqual({
      statusCode: 401,
      code: AUTH_ERROR_CODES.invalidEmailOrPassword,
      message: ACCOUNT_ERROR_MESSAGES.loginFailed,
    });
    const wrongName = await t.calls.signInUsername(user.username, 'not-the-password');
    const unknownName = await t.calls.signInUsername('nobody_here', 'not-the-password');
    expect(wrongName.body).toBe(unknownName.body);
  });

  it('answers resend alike for unconfirmed, confirmed and unknown addresses', async () => {
    const pending = someone('pending');
    await t.calls.signUp(pending);
    const a = await t.calls.resend(pending.email);
    const b = await t.calls.resend('unknown-person@example.com');
    const c = await t.calls.resend('admin@paddock.test');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(a.body).toBe(b.body);
    expect(c.body).toBe(b.body);
    expect(await t.inbox.to('unknown-person@example.com')).toEqual([]);
    expect(await t.inbox.to('admin@paddock.test')).toEqual([]);
  });

  it('limits resend per client with 429 and Retry-After, leaving other clients alone', async () => {
    const user = someone('spam');
    await t.calls.signUp(user);
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.calls.resend>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.calls.resend(user.email, ip);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(last as NonNullable<typeof last>)).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((await t.calls.resend(user.email, freshIp())).statusCode).toBe(200);
  });

  it('limits sign-ups per client', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.calls.signUp>> | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.calls.signUp(someone('burst'), ip);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.calls.signUp(someone('burst'), freshIp())).statusCode).toBe(200);
  });

  it('limits sign-in per client', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Another account each time: one account's own throttle would step in after five failures.
    for (let i = 0; i < 11; i++)
      statuses.push((await t.calls.signIn(`x${i}@example.com`, 'wrong-pass', ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
