import { MESSAGES } from '@paddock/contract';
import { linkIn, pathOf } from '@paddock/test-support';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { outboxInbox } from '../test/test-inbox';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
const origin = { origin: 'http://localhost:3000' };

function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [String(raw)];
  return list.map((c) => c.split(';')[0]).join('; ');
}

describe('GET /api/users/me', () => {
  it('is 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ statusCode: 401, code: 'UNAUTHORIZED', message: MESSAGES.auth.signInRequired });
  });

  it('answers the current user for a bearer token', async () => {
    const user = await createUser(t.app, { username: 'Bearer_Racer' });
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ id: user.id, username: 'Bearer_Racer', email: user.email, role: 'user' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for a made-up token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('answers a null user to a visitor, with no error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in member', async () => {
    const user = await createUser(t.app, { username: 'Session_Racer', role: 'moderator' });
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: user.headers });
    expect(json(res)).toEqual({
      user: { id: user.id, username: 'Session_Racer', email: user.email, role: 'moderator' },
    });
  });

  it('refuses a banned member with the ban message, so the app can say why', async () => {
    const user = await createUser(t.app, { banned: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: user.headers });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'BANNED', message: MESSAGES.auth.banned });
  });
});

describe('sign-up and sign-in through better-auth', () => {
  it('registers with consent, confirms the e-mail, signs in by e-mail and by username, and the cookie session works', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: {
        email: 'lena@example.com',
        password: 'pit-lane-42',
        name: 'Lena',
        username: 'Lena_Racing',
        hasGivenGdprConsent: true,
      },
    });
    expect(signUp.statusCode).toBe(200);
    const row = await t.app.deps.db.kysely
      .selectFrom('user')
      .selectAll()
      .where('email', '=', 'lena@example.com')
      .executeTakeFirstOrThrow();
    expect(Boolean(row.has_given_gdpr_consent)).toBe(true);
    expect(row.gdpr_consent_date).toBeTruthy();
    expect(row.role).toBe('user');

    // No sign-in before the address is confirmed from the e-mail (registration.test.ts has the details).
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: 'lena@example.com', password: 'pit-lane-42' },
    });
    // Unconfirmed: the right password is refused like a wrong one (auth-errors.ts).
    expect(early.statusCode).toBe(401);
    const mail = await outboxInbox(() => t.app).last('lena@example.com', 'Confirm your Paddock account');
    const confirm = await t.app.inject({ method: 'GET', url: pathOf(linkIn(mail, '/verify-email')) });
    expect(confirm.headers.location).toBe('/login?confirmed=1');

    const byEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: 'lena@example.com', password: 'pit-lane-42' },
    });
    expect(byEmail.statusCode).toBe(200);
    const cookie = cookieFrom(byEmail);
    expect(String(byEmail.headers['set-cookie'])).toContain('HttpOnly');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(json(me)).toMatchObject({ username: 'Lena_Racing', email: 'lena@example.com', role: 'user' });

    const byUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      headers: origin,
      payload: { username: 'lena_racing', password: 'pit-lane-42' },
    });
    expect(byUsername.statusCode).toBe(200);

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...origin, cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses sign-up without consent and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: { email: 'noconsent@example.com', password: 'pit-lane-42', name: 'N', username: 'NoConsent' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(MESSAGES.auth.consentRequired);
    const row = await t.app.deps.db.kysely
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'noconsent@example.com')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses usernames with spaces, invisible or bidi characters, and clients cannot choose their role', async () => {
    const bad = ['two words', 'zero\u200bwidth', 'bidi\u202etxt', 'x'.repeat(51)];
    for (const [i, username] of bad.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: origin,
        remoteAddress: `198.51.100.${i + 1}`,
        payload: {
          email: `u${username.length}@example.com`,
          password: 'pit-lane-42',
          name: 'N',
          username,
          hasGivenGdprConsent: true,
        },
      });
      expect(res.statusCode, JSON.stringify(username)).toBe(400);
    }
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      remoteAddress: '198.51.100.99',
      payload: {
        email: 'sneaky@example.com',
        password: 'pit-lane-42',
        name: 'S',
        username: 'Sneaky',
        hasGivenGdprConsent: true,
        role: 'admin',
        banned: false,
        emailVerified: true,
      },
    });
    const row = await t.app.deps.db.kysely
      .selectFrom('user')
      .select(['role', 'email_verified'])
      .where('email', '=', 'sneaky@example.com')
      .executeTakeFirst();
    if (sneaky.statusCode === 200)
      expect(row).toMatchObject({ role: 'user', email_verified: t.app.deps.dialect.bool(false) });
    else expect(row).toBeUndefined();
  });

  it('lets the bootstrap admin sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: 'admin@paddock.test', password: 'bootstrap-admin-pass' },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: cookieFrom(res) } });
    expect(json(me)).toMatchObject({ role: 'admin', email: 'admin@paddock.test' });
  });

  it('refuses cookie-authenticated writes from a foreign origin', async () => {
    const user = await createUser(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: user.email, password: user.password },
    });
    const cookie = cookieFrom(signIn);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('keeps better-auth endpoints we do not use unreachable over HTTP', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    for (const url of [
      '/api/auth/admin/set-role',
      '/api/auth/admin/ban-user',
      '/api/auth/admin/impersonate-user',
      '/api/auth/delete-user',
      '/api/auth/update-user',
      '/api/auth/change-email',
      '/api/auth/set-password',
      '/api/auth/is-username-available',
      '/api/auth/verify-password',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...admin.headers, ...origin },
        payload: { userId: admin.id, role: 'user' },
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('bans and role changes apply on the next request', () => {
  it('a banned member gets 403, their sessions end, and they cannot sign in', async () => {
    const user = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers })).statusCode).toBe(200);
    const db = t.app.deps.db.kysely;
    await db
      .updateTable('user')
      .set({ banned: t.app.deps.dialect.bool(true) })
      .where('id', '=', user.id)
      .execute();

    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'BANNED', message: MESSAGES.auth.banned });
    const sessions = await db.selectFrom('session').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([]);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(403);
  });

  it('a promotion to admin opens the admin routes at once', async () => {
    const user = await createUser(t.app);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: user.headers,
        payload: { name: `Promoted ${user.id}` },
      });
    expect((await create()).statusCode).toBe(403);
    await t.app.deps.db.kysely.updateTable('user').set({ role: 'admin' }).where('id', '=', user.id).execute();
    expect((await create()).statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 12; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...origin, 'x-forwarded-for': `10.0.0.${i}` },
        remoteAddress: '203.0.113.9',
        // Another account each time: one account's own throttle would step in after five failures.
        payload: { email: `nobody-${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts ten sign-ins a minute, so a shared address busy all day is not locked out', async () => {
    // Twelve sign-ins 20 s apart: never a quiet minute, never more than three in one.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: origin,
          remoteAddress: '203.0.113.10',
          payload: { email: `spread-${i}@example.com`, password: 'wrong-password' },
        });
        statuses.push(res.statusCode);
        vi.advanceTimersByTime(20_000);
      }
      expect(statuses).toEqual(Array(12).fill(401));
    } finally {
      vi.useRealTimers();
    }
  });
});
