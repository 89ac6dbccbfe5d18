import { describe, expect, it } from 'vitest';
import { authCalls, cookieFrom, json } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp(); // SESSION_MAX_AGE_DAYS defaults to 30
const calls = authCalls(() => t.app);

/** A member signed in through better-auth, whose session is then made `ageDays` old in the database. */
async function sessionAged(ageDays: number, expiresInMs: number) {
  const user = await createUser(t.app);
  const signIn = await calls.signIn(user.email, user.password);
  const cookie = cookieFrom(signIn);
  const token = String(signIn.headers['set-auth-token']);
  const { dialect, db } = t.app.deps;
  const createdAt = new Date(Date.now() - ageDays * DAY);
  await db.kysely
    .updateTable('session')
    .set({
      created_at: dialect.timestamp(createdAt),
      expires_at: dialect.timestamp(new Date(Date.now() + expiresInMs)),
    })
    .where('user_id', '=', user.id)
    .execute();
  return { user, cookie, bearer: { authorization: `Bearer ${token}` }, createdAt };
}

const sessionsOf = (userId: number) =>
  t.app.deps.db.kysely.selectFrom('session').select(['expires_at']).where('user_id', '=', userId).execute();
const getSession = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
const listSessions = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers });

describe('sessions end SESSION_MAX_AGE_DAYS after sign-in, however active', () => {
  it('a session signed in 31 days ago is refused although its sliding expiry is days away', async () => {
    const { user, cookie, bearer } = await sessionAged(31, 6.5 * DAY);
    expect((await calls.me(bearer)).statusCode).toBe(401);
    expect((await calls.me({ cookie })).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(1); // the factory's own, fresh session
  });

  it('better-auth refuses it too: get-session answers no session, list-sessions 401', async () => {
    const { cookie } = await sessionAged(31, 6.5 * DAY);
    const session = await getSession({ cookie });
    expect(session.statusCode).toBe(200);
    expect(json(session)).toBeNull();
    const other = await sessionAged(31, 6.5 * DAY);
    expect((await listSessions({ cookie: other.cookie })).statusCode).toBe(401);
  });

  it('a session signed in 29 days ago still works, in the app and in better-auth', async () => {
    const { user, cookie, bearer } = await sessionAged(29, 6.5 * DAY);
    const me = await calls.me(bearer);
    expect(me.statusCode).toBe(200);
    expect(json(me).id).toBe(user.id);
    expect((await calls.me({ cookie })).statusCode).toBe(200);
    expect(json(await getSession({ cookie })).user.id).toBe(String(user.id));
  });

  it('refreshing a 29-day-old session extends it only to 30 days after sign-in, through get-session and the guards', async () => {
    for (const via of ['get-session', 'guards'] as const) {
      const { user, cookie, createdAt } = await sessionAged(29, 60 * 60 * 1000); // due for a refresh
      const res = via === 'get-session' ? await getSession({ cookie }) : await calls.me({ cookie });
      expect(res.statusCode).toBe(200);
      // The signed-in session is the one refreshed; the factory's stays as it was.
      const refreshed = Math.max(...(await sessionsOf(user.id)).map((r) => new Date(r.expires_at).getTime()));
      expect(refreshed).toBeGreaterThan(Date.now() + 2 * 60 * 60 * 1000); // it was extended…
      expect(refreshed).toBeLessThanOrEqual(createdAt.getTime() + 30 * DAY + 1000); // …to the limit only
    }
  });
});

describe('a refreshed session reaches the browser', () => {
  /** The cookie's lifetime in seconds, from the answer's Set-Cookie for the session token. */
  const sessionCookieMaxAge = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const session = (Array.isArray(raw) ? raw : [raw]).find((c) => String(c).includes('session_token='));
    return Number(/Max-Age=(\d+)/i.exec(String(session))?.[1] ?? Number.NaN);
  };

  it('sends the extended cookie with the API answer that refreshed it, and it signs in', async () => {
    const { cookie } = await sessionAged(2, 60 * 60 * 1000); // due for a refresh, an hour left
    const res = await calls.me({ cookie });
    expect(res.statusCode).toBe(200);
    // As long as the database now keeps it (a week, within 30 days of sign-in), not the hour left.
    expect(sessionCookieMaxAge(res)).toBeGreaterThan(6 * 24 * 60 * 60);
    expect((await calls.me({ cookie: cookieFrom(res) })).statusCode).toBe(200);
  });

  it('sends no cookie while the session is not due for a refresh', async () => {
    const { cookie } = await sessionAged(0, 7 * DAY);
    const res = await calls.me({ cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('SESSION_MAX_AGE_DAYS below the sliding expiry', () => {
  const short = useTestApp({ SESSION_MAX_AGE_DAYS: '3' });

  it('a new session expires 3 days after sign-in, not 7', async () => {
    const before = Date.now();
    const user = await createUser(short.app);
    const signIn = await authCalls(() => short.app).signIn(user.email, user.password);
    expect(signIn.statusCode).toBe(200);
    const rows = await short.app.deps.db.kysely
      .selectFrom('session')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(2); // the factory's session and this sign-in's
    for (const row of rows) {
      const expiresAt = new Date(row.expires_at).getTime();
      // Three days from its creation (a second either way for stored precision): not 7, nor already over.
      expect(expiresAt).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3 * DAY + 1000);
    }
  });
});
