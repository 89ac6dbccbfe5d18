import { describe, expect, it } from 'vitest';
import { authCalls, cookieFrom, json } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

const t = useTestApp();
const calls = authCalls(() => t.app);

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

async function signedInMember() {
  const user = await createUser(t.app);
  const signIn = await calls.signIn(user.email, user.password);
  expect(signIn.statusCode).toBe(200);
  const cookie = cookieFrom(signIn);
  const rows = await t.app.deps.db.kysely
    .selectFrom('session')
    .select('token')
    .where('user_id', '=', user.id)
    .execute();
  // The factory's session and the one just signed in: neither may leak.
  return { user, cookie, tokens: rows.map((r) => r.token) };
}

function expectNoSecrets(res: { body: string; headers: Record<string, unknown> }, tokens: string[]) {
  expect(keysOf(json(res))).not.toContain('token');
  expect(res.headers['set-auth-token']).toBeUndefined();
  const visible = `${res.body}\n${Object.entries(res.headers)
    .filter(([name]) => name !== 'set-cookie') // HttpOnly: scripts cannot read it
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n')}`;
  for (const token of tokens) expect(visible).not.toContain(token);
}

describe('answers that read sessions carry no session token (HttpOnly stays meaningful)', () => {
  it('get-session answers the session and user, without the token, for a cookie and a bearer client', async () => {
    const { user, cookie, tokens } = await signedInMember();
    expect(tokens).toHaveLength(2);

    const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);
    expect(json(byCookie).user.email).toBe(user.email);
    expect(json(byCookie).session.userId).toBe(String(user.id));
    expectNoSecrets(byCookie, tokens);

    const byBearer = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(json(byBearer).user.email).toBe(user.email);
    expectNoSecrets(byBearer, tokens);
  });

  it('get-session refreshing a session (when better-auth re-sets the cookie) sends no set-auth-token', async () => {
    const { user, cookie, tokens } = await signedInMember();
    // Due for the sliding refresh: better-auth re-signs the cookie and its bearer plugin would echo it.
    await t.app.deps.db.kysely
      .updateTable('session')
      .set({ expires_at: t.app.deps.dialect.timestamp(new Date(Date.now() + 60 * 60 * 1000)) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(json(res).user.email).toBe(user.email);
    expectNoSecrets(res, tokens);
  });

  it('list-sessions lists every session without its token', async () => {
    const { cookie, tokens } = await signedInMember();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toHaveLength(2);
    expect(json(res)[0]).toHaveProperty('expiresAt');
    expectNoSecrets(res, tokens);
  });

  it('a bearer client still gets its token from sign-in and can use it', async () => {
    const user = await createUser(t.app);
    const signIn = await calls.signIn(user.email, user.password);
    const token = String(signIn.headers['set-auth-token']);
    expect(token).toContain('.');
    // The body keeps the user but not the bare token, which opens nothing without its signature.
    expect(json(signIn).user.id).toBe(String(user.id));
    expect(keysOf(json(signIn))).not.toContain('token');
    expect(signIn.body).not.toContain(token.split('.')[0]);
    const me = await calls.me({ authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(json(me).id).toBe(user.id);
  });
});
