import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkIn } from '@paddock/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createUsernameRules } from '../../auth/username-rules';
import { authCalls, cookieFrom, json, type SignUpInput } from '../auth-test-client';
import { createUser } from '../factories';
import { createTestApp } from '../test-app';
import { outboxInbox } from '../test-inbox';

/**
 * Issue 32: a sign-up must not tell whether its address already had an account. A new address's
 * account is unconfirmed until its link is followed, and until then nothing public shows it: not
 * its profile, its page's title, a follow, the id the next member gets, nor a sign-in with the
 * password the sign-up chose.
 */

const VICTIM = 'victim@example.com';
const PROBE: SignUpInput = { email: VICTIM, username: 'Probe_Name', password: 'pit-lane-42' };
const CONFIRM_SUBJECT = 'Confirm your Paddock account';
const INDEX_HTML = '<!doctype html><html><head><title>Paddock</title></head><body><div id="root"></div></body></html>';

function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  return dist;
}

/** A fresh site whose web pages are served, with the calls and the mail of a visitor. */
async function site() {
  const ctx = await createTestApp({ WEB_DIST_DIR: webDist() }, { serveWebApp: true });
  const app = () => ctx.app;
  return { ctx, app, calls: authCalls(app), inbox: outboxInbox(app) };
}
type Site = Awaited<ReturnType<typeof site>>;

/** Signs up, follows the confirmation link and signs in: the member's session cookie and id. */
async function confirmedMember(s: Site, who: SignUpInput): Promise<{ cookie: string; id: number }> {
  expect((await s.calls.signUp(who)).statusCode).toBe(200);
  await s.calls.follow(linkIn(await s.inbox.last(who.email, CONFIRM_SUBJECT), '/api/auth/verify-email'));
  const cookie = cookieFrom(await s.calls.signIn(who.email, who.password));
  return { cookie, id: json(await s.calls.me({ cookie })).id };
}

/** Everything anyone may ask about member `id`; the join date is left out (the worlds run apart). */
async function publicViewOf(app: App, id: number, cookie: string) {
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.body.replace(/"dateRegistered":"[^"]*"/, '"dateRegistered":"-"') };
  };
  const page = await app.inject({ method: 'GET', url: `/users/${id}/liveries` });
  return {
    profile: await get(`/api/users/${id}`),
    collections: await get(`/api/users/${id}/collections`),
    follow: await get(`/api/users/${id}/follow`, { cookie }),
    pageTitle: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
    pagePreview: page.body.includes('og:type'),
  };
}

/**
 * One world: a confirmed member, whose address is the victim's when `known`; then someone signs
 * up with the victim's address; then an observer joins and looks at every id up to past their own.
 */
async function probeWorld(known: boolean) {
  const s = await site();
  try {
    await createUser(s.app(), { email: known ? VICTIM : 'bystander@example.com', username: 'Resident' });
    const probe = await s.calls.signUp(PROBE);
    // Signing in with the password just chosen: "not confirmed" would say the sign-up made the account.
    // Again and again: the account's sign-in throttle must count them as wrong passwords too.
    const signIns = [await s.calls.signInUsername(PROBE.username, PROBE.password)];
    for (let i = 0; i < 6; i += 1) signIns.push(await s.calls.signIn(PROBE.email, PROBE.password));
    const observer = await confirmedMember(s, {
      email: 'observer@example.com',
      username: 'Observer',
      password: 'pit-lane-42',
    });
    const views = [];
    for (let id = 1; id <= observer.id + 1; id += 1) views.push(await publicViewOf(s.app(), id, observer.cookie));
    return {
      probe: { status: probe.statusCode, body: probe.body },
      signIns: signIns.map((res) => ({ status: res.statusCode, body: res.body })),
      observerId: observer.id,
      views,
    };
  } finally {
    await s.ctx.close();
  }
}

describe('a sign-up for a known or an unknown address', () => {
  it('leaves nothing public that tells the two apart, the next member id included', async () => {
    const unknown = await probeWorld(false);
    const known = await probeWorld(true);
    expect(known).toEqual(unknown);
    expect(unknown.signIns.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // The probe's unconfirmed account is the id before the observer's: shown as nobody.
    const probeView = unknown.views[unknown.observerId - 2];
    expect(probeView?.profile.status).toBe(404);
    expect(probeView?.follow.status).toBe(404);
    expect(probeView?.pagePreview).toBe(false);
  });
});

describe('an unconfirmed account', () => {
  let s: Site;
  let observer: { cookie: string; id: number };
  let pending: number;
  const idOf = async (email: string) =>
    (await s.app().deps.db.kysely.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;

  beforeAll(async () => {
    s = await site();
    observer = await confirmedMember(s, { email: 'watcher@example.com', username: 'Watcher', password: 'pit-lane-42' });
    await s.calls.signUp({ email: 'pending@example.com', username: 'Pending_One', password: 'pit-lane-42' });
    pending = await idOf('pending@example.com');
  });
  afterAll(async () => {
    await s?.ctx.close();
  });

  it('answers as an id nobody has, until its address is confirmed', async () => {
    const nobody = await publicViewOf(s.app(), 999_999, observer.cookie);
    const before = await publicViewOf(s.app(), pending, observer.cookie);
    expect(before).toEqual({
      ...nobody,
      profile: { ...nobody.profile, body: nobody.profile.body.replace('999999', String(pending)) },
    });
    const follow = await s
      .app()
      .inject({ method: 'POST', url: `/api/users/${pending}/follow`, headers: { cookie: observer.cookie } });
    expect(follow.statusCode).toBe(404);
    // Admins still find it in Admin → Users, as pending; its public profile is a 404 to them too.
    const admin = await createUser(s.app(), { role: 'admin' });
    const asAdmin = (url: string) => s.app().inject({ method: 'GET', url, headers: admin.headers });
    const detail = await asAdmin(`/api/users/admin/${pending}`);
    expect(detail.statusCode).toBe(200);
    expect(json(detail)).toMatchObject({ id: pending, status: 'pending' });
    expect((await asAdmin(`/api/users/${pending}`)).statusCode).toBe(404);

    await s.calls.follow(linkIn(await s.inbox.last('pending@example.com', CONFIRM_SUBJECT), '/api/auth/verify-email'));
    const after = await publicViewOf(s.app(), pending, observer.cookie);
    expect(after.profile.status).toBe(200);
    expect(json(after.profile)).toMatchObject({ id: pending, username: 'Pending_One' });
    expect(after.pageTitle).toBe('Pending_One&#39;s liveries | Paddock');
    expect(after.follow.status).toBe(200);
  });

  it('keeps its id taken when it is purged unconfirmed: the next member gets a new one', async () => {
    await s.calls.signUp({ email: 'lapsed@example.com', username: 'Lapsed', password: 'pit-lane-42' });
    const lapsed = await idOf('lapsed@example.com');
    const purged = await createUsernameRules(s.app().deps.db).purgeExpiredSignUps(
      new Date(Date.now() + 2 * 86_400_000),
    );
    expect(purged).toBeGreaterThan(0);
    await s.calls.signUp({ email: 'next@example.com', username: 'Next_One', password: 'pit-lane-42' });
    expect(await idOf('next@example.com')).toBe(lapsed + 1);
  });
});
