import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { authCalls, cookieFrom, json, ORIGIN } from '../auth-test-client';
import { createUser } from '../factories';
import { useTestApp } from '../test-app';
import { expectClientError } from './security-world';

/** better-auth's sign-in limit: ten calls a minute per client address (auth.ts customRules). */
const SIGN_IN_LIMIT = 10;
const PROXY = '10.0.0.2';

let attempt = 0;
/** A wrong sign-in for a made-up account, so only the per-address limit can refuse it. */
const wrongSignIn = (app: App, remoteAddress: string, forwardedFor?: string) => {
  attempt += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    remoteAddress,
    payload: { email: `nobody-${attempt}@paddock.test`, password: 'wrong-password' },
  });
};

/** Where a fresh member's new session says it was signed in from. */
async function signedInFrom(app: App, remoteAddress: string, forwardedFor: string): Promise<string | null> {
  const user = await createUser(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...ORIGIN, 'x-forwarded-for': forwardedFor },
    remoteAddress,
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The bearer token better-auth answers is the session's own token with its signature after a dot.
  const [token = ''] = String(res.headers['set-auth-token']).split('.');
  const row = await app.deps.db.kysely
    .selectFrom('session')
    .select('ip_address')
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
  return row.ip_address;
}

describe('without TRUST_PROXY, X-Forwarded-For is the caller’s own claim', () => {
  const t = useTestApp();

  it('records the connection’s address, not the header’s', async () => {
    expect(await signedInFrom(t.app, '203.0.113.7', '198.51.100.9')).toBe('203.0.113.7');
  });

  it('gives a caller no fresh sign-in limit for a made-up X-Forwarded-For', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await wrongSignIn(t.app, '203.0.113.20', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    expectClientError(await wrongSignIn(t.app, '203.0.113.20', '198.51.100.99'), 429);
  });

  it('counts sign-ins from one IPv6 /64 together, whatever address in it they use', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await wrongSignIn(t.app, `2001:db8:a:b::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expectClientError(await wrongSignIn(t.app, '2001:db8:a:b:ffff:1:2:3'), 429);
    // The next /64 is another subscriber.
    expect((await wrongSignIn(t.app, '2001:db8:a:c::1')).statusCode).toBe(401);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const t = useTestApp({ TRUST_PROXY: PROXY });

  it('takes the client from X-Forwarded-For when the proxy sent it, and only then', async () => {
    expect(await signedInFrom(t.app, PROXY, '198.51.100.9')).toBe('198.51.100.9');
    // A caller reaching the app around the proxy cannot pick its address.
    expect(await signedInFrom(t.app, '203.0.113.8', '198.51.100.10')).toBe('203.0.113.8');
  });

  it('limits each client behind the proxy on its own, not the proxy as a whole', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await wrongSignIn(t.app, PROXY, '198.51.100.40')).statusCode).toBe(401);
    }
    expectClientError(await wrongSignIn(t.app, PROXY, '198.51.100.40'), 429);
    expect((await wrongSignIn(t.app, PROXY, '198.51.100.41')).statusCode).toBe(401);
  });
});

describe('Origin: null on a cookie write', () => {
  const t = useTestApp();
  // A sandboxed frame, a data: page or a file:// page sends `Origin: null`: never the site itself.
  const NULL_ORIGIN = { origin: 'null' };

  it('is refused on the API and changes nothing, while the same write from the site passes', async () => {
    const user = await createUser(t.app);
    const cookie = cookieFrom(await authCalls(() => t.app).signIn(user.email, user.password));
    const rename = (origin: Record<string, string>, username: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me/profile',
        headers: { cookie, ...origin },
        payload: { username },
      });
    expectClientError(await rename(NULL_ORIGIN, 'null_origin_rename'), 403);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: { cookie } });
    expect(json(me).username).toBe(user.username);
    expect((await rename(ORIGIN, 'site_rename')).statusCode).toBe(200);
  });

  it('is refused by better-auth’s endpoints: a null-origin sign-out leaves the session signed in', async () => {
    const user = await createUser(t.app);
    const calls = authCalls(() => t.app);
    const cookie = cookieFrom(await calls.signIn(user.email, user.password));
    const signOut = await calls.post('/sign-out', {}, { headers: { cookie, ...NULL_ORIGIN } });
    expectClientError(signOut, 403);
    expect((await calls.me({ cookie })).statusCode).toBe(200);
  });
});
