import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  CONTACT_MESSAGES,
  MESSAGES,
} from '@paddock/contract';
import { beforeAll, describe, expect } from 'vitest';
import { authCalls, cookieFrom, freshIp, ORIGIN } from '../auth-test-client';
import { createUser, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { type BadInput, json, runCatalogue } from './security-world';

const t = useTestApp();
const calls = authCalls(() => t.app);
let member: TestUser;
let cookie: string;
let usedToken: string;

/** A reset token as better-auth stores it, valid for an hour or already expired. */
async function resetToken(user: TestUser, expiresInMs = 3_600_000): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  const now = t.app.deps.dialect.now();
  await t.app.deps.db.kysely
    .insertInto('verification')
    .values({
      identifier: `reset-password:${token}`,
      value: String(user.id),
      expires_at: t.app.deps.dialect.timestamp(new Date(Date.now() + expiresInMs)),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

beforeAll(async () => {
  member = await createUser(t.app);
  // A reset ends every session, so it comes first; then the member signs in again.
  usedToken = await resetToken(member);
  expect((await calls.resetPassword(usedToken, 'another-good-password')).statusCode).toBe(200);
  member.password = 'another-good-password';
  const signIn = await calls.signIn(member.email, member.password);
  cookie = cookieFrom(signIn);
  member.headers = { authorization: `Bearer ${signIn.headers['set-auth-token']}` };
});

const loginFailed = ACCOUNT_ERROR_MESSAGES.loginFailed;
const resetInvalid = ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired;
const sameBodyAs =
  (other: () => ReturnType<typeof calls.post>) => async (res: { body: string; statusCode: number }) => {
    const twin = await other();
    expect([res.statusCode, json(res)]).toEqual([twin.statusCode, json(twin)]);
  };
const redirect = (target: string): BadInput => ({
  name: `open redirect ${target} after a reset request`,
  send: () => calls.post('/request-password-reset', { email: member.email, redirectTo: target }),
  status: 403,
});

describe('auth: enumeration, tokens, redirects, origins, limits', () => {
  runCatalogue(
    () => t.app,
    [
      {
        name: 'sign-in with an unknown e-mail answers like a wrong password',
        send: () => calls.signIn('nobody@paddock.test', 'whatever-password'),
        status: 401,
        message: loginFailed,
        check: sameBodyAs(() => calls.signIn(member.email, 'wrong-password')),
      },
      {
        name: 'sign-up with a registered e-mail answers like a new one',
        send: () =>
          calls.post('/sign-up/email', {
            email: member.email,
            username: 'copycat',
            name: 'copycat',
            password: 'good-password',
            hasGivenGdprConsent: true,
          }),
        status: 200,
        check: (res) => expect(json(res).message).toBe(ACCOUNT_SERVER_MESSAGES.signUpAccepted),
      },
      {
        name: 'a reset for an unknown e-mail answers like one for a member',
        send: () => calls.requestReset('nobody@paddock.test'),
        status: 200,
        check: sameBodyAs(() => calls.requestReset(member.email)),
      },
      {
        name: 'a reused reset token',
        send: () => calls.resetPassword(usedToken, 'third-password'),
        status: 400,
        message: resetInvalid,
      },
      {
        name: 'an expired reset token',
        send: async () => calls.resetPassword(await resetToken(member, -1000), 'third-password'),
        status: 400,
        message: resetInvalid,
      },
      {
        name: 'a tampered reset token',
        send: async () => calls.resetPassword(`${await resetToken(member)}x`, 'third-password'),
        status: 400,
        message: resetInvalid,
      },
      redirect('//evil.example'),
      redirect('https:evil.example'),
      redirect('/\\evil.example'),
      {
        name: 'a callbackURL to another site on sign-in',
        send: () =>
          calls.post('/sign-in/email', {
            email: member.email,
            password: member.password,
            callbackURL: 'https://evil.example/',
          }),
        status: 403,
      },
      {
        name: 'a cookie sign-out from a foreign Origin',
        send: () => calls.post('/sign-out', {}, { headers: { cookie, origin: 'https://evil.example' } }),
        status: 403,
      },
      {
        name: 'a cookie profile write from a foreign Origin',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/users/me/profile',
            headers: { cookie, origin: 'https://evil.example' },
            payload: { username: 'csrf_victim' },
          }),
        status: 403,
      },
      {
        name: 'a cookie favourite from a page that says it is cross-site',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: '/api/gdpr/anonymize',
            headers: { cookie, 'sec-fetch-site': 'cross-site' },
            payload: { requestType: 'ANONYMIZE' },
          }),
        status: 403,
      },
      {
        name: 'the eleventh sign-in in a minute from one address',
        send: async () => {
          const ip = freshIp();
          for (let i = 0; i < 10; i += 1) await calls.signIn(member.email, 'wrong-password', ip);
          return calls.signIn(member.email, member.password, ip);
        },
        status: 429,
        message: MESSAGES.common.tooManyRequests,
        check: (res) => expect(Number(res.headers['retry-after'])).toBeGreaterThan(0),
      },
      {
        name: 'the sixth reset request in a minute from one address',
        send: async () => {
          const ip = freshIp();
          for (let i = 0; i < 5; i += 1) await calls.requestReset('nobody@paddock.test', ip);
          return calls.requestReset(member.email, ip);
        },
        status: 429,
        check: (res) => expect(Number(res.headers['retry-after'])).toBeGreaterThan(0),
      },
    ],
  );
});

const profile = (username: unknown) => () =>
  t.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: member.headers, payload: { username } });
const signUpAs = (username: string) => () =>
  calls.post('/sign-up/email', {
    email: `${randomBytes(4).toString('hex')}@paddock.test`,
    username,
    name: username,
    password: 'good-password',
    hasGivenGdprConsent: true,
  });
const raw =
  (method: string, url: string, body: string, type = 'application/json') =>
  () =>
    t.app.inject({
      method: method as 'PUT',
      url,
      headers: { ...member.headers, ...ORIGIN, 'content-type': type },
      payload: body,
    });

describe('text and JSON bodies', () => {
  runCatalogue(
    () => t.app,
    [
      {
        name: 'a bidi override in a username',
        send: profile('admin\u202Egnp'),
        status: 400,
        message: ACCOUNT_INPUT_MESSAGES.usernameInvalid,
      },
      { name: 'a zero-width space in a username on sign-up', send: signUpAs('ad\u200Bmin'), status: 400 },
      {
        name: 'a whitespace-only username',
        send: profile('   '),
        status: 400,
        message: ACCOUNT_INPUT_MESSAGES.usernameRequired,
      },
      {
        name: 'an over-long username',
        send: profile('x'.repeat(51)),
        status: 400,
        message: ACCOUNT_INPUT_MESSAGES.usernameTooLong,
      },
      { name: 'markup in a username', send: profile('<img src=x onerror=alert(1)>'), status: 400 },
      { name: 'a number where a username goes', send: profile(42), status: 400 },
      { name: 'malformed JSON', send: raw('PUT', '/api/users/me/profile', '{"username": "x"'), status: 400 },
      { name: 'a JSON array for an object', send: raw('PUT', '/api/users/me/profile', '["x"]'), status: 400 },
      {
        name: 'a JSON body over 1 MB',
        send: raw('PUT', '/api/users/me/profile', JSON.stringify({ username: 'x'.repeat(1024 * 1024) })),
        status: 413,
      },
      {
        name: 'an XML body',
        send: raw('PUT', '/api/users/me/profile', '<username>x</username>', 'application/xml'),
        status: 415,
      },
      {
        name: 'a contact message of whitespace only',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: ORIGIN,
            remoteAddress: freshIp(),
            payload: { name: 'Ann', email: 'ann@paddock.test', subject: 'general', message: ' \n\t ' },
          }),
        status: 400,
        message: CONTACT_MESSAGES.required,
      },
      {
        name: 'a contact name with control characters',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: ORIGIN,
            remoteAddress: freshIp(),
            payload: { name: 'Ann\u0007\u001b[31m', email: 'ann@paddock.test', subject: 'general', message: 'Hi' },
          }),
        status: 400,
        message: CONTACT_MESSAGES.nameInvalid,
      },
    ],
  );
});
