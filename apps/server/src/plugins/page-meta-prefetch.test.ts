import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INITIAL_RESPONSES_ID, LIMITS, type LiveryDetail } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createUser, type TestUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';
import { DEFAULT_BROWSE_API_PATH } from './page-meta-prefetch';

const t = useTestApp();

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Paddock — Le Mans Ultimate liveries</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const BLOCK = new RegExp(`<script type="application/json" id="${INITIAL_RESPONSES_ID}">([^<]*)</script>`);
const initialResponses = (html: string): Record<string, unknown> | null => {
  const json = BLOCK.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};
const preloadedImage = (html: string) =>
  /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1];

describe("a public page carries its first view's API answers", () => {
  let site: App;
  let painter: TestUser;
  let livery: { id: number };
  let hostile: { id: number };
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await site.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const api = async (url: string, headers: Record<string, string> = {}) =>
    (await site.inject({ method: 'GET', url, headers })).json();

  beforeAll(async () => {
    painter = await createUser(t.app, { username: 'Prefetch_Painter' });
    livery = await uploadLivery(t.app, painter, { fields: { Title: 'Martini Stripes' } });
    hostile = await uploadLivery(t.app, painter, { fields: { Title: '</script><script>alert(1)</script>' } });
    const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    site = await buildApp({ ...t.config, webDistDir: dist }, { serveWebApp: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('a livery page: the livery and its related liveries as the API answers them, and its first screenshot preloaded', async () => {
    const html = await page(`/livery/${livery.id}/martini-stripes`);
    const answers = initialResponses(html);
    const detail = (await api(`/api/liveries/${livery.id}`)) as LiveryDetail;
    expect(answers?.[`/api/liveries/${livery.id}`]).toEqual(detail);
    expect(answers?.[`/api/liveries/${livery.id}/related?limit=${LIMITS.relatedLimit}`]).toEqual(
      await api(`/api/liveries/${livery.id}/related?limit=${LIMITS.relatedLimit}`),
    );
    expect(preloadedImage(html)).toBe(detail.screenshots[0]?.url);
    // Signed out, as the session route answers a browser without a session cookie.
    expect(answers?.['/api/session']).toEqual(await api('/api/session'));
    expect(answers?.['/api/session']).toEqual({ user: null });
    // In the head, before the app's script reads it.
    expect(html.indexOf(INITIAL_RESPONSES_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('home and browse: the latest liveries, the first browse page and its filter options', async () => {
    const home = initialResponses(await page('/'));
    expect(home?.[`/api/liveries/latest?count=${LIMITS.homeLatestCount}`]).toEqual(
      await api(`/api/liveries/latest?count=${LIMITS.homeLatestCount}`),
    );
    const html = await page('/liveries');
    const browse = initialResponses(html);
    expect(browse?.[DEFAULT_BROWSE_API_PATH]).toEqual(await api(DEFAULT_BROWSE_API_PATH));
    expect(browse?.['/api/carclasses']).toEqual(await api('/api/carclasses'));
    expect(browse?.['/api/tags']).toEqual(await api('/api/tags'));
    expect(preloadedImage(html)).toBeTruthy();
  });

  it('a hostile title cannot close the JSON block', async () => {
    const html = await page(`/livery/${hostile.id}/x`);
    expect(html).not.toContain('<script>alert(1)');
    const detail = initialResponses(html)?.[`/api/liveries/${hostile.id}`] as LiveryDetail | undefined;
    expect(detail?.title).toBe('</script><script>alert(1)</script>');
  });

  it.each([
    ['a filtered browse page', '/liveries?carClassId=1', {}],
    ['a page with no public data', '/faq', {}],
  ])('none for %s', async (_, url, headers) => {
    const html = await page(url.replace('{id}', String(livery.id)), headers);
    expect(initialResponses(html)).toBeNull();
    expect(preloadedImage(html)).toBeUndefined();
  });

  it("gives a signed-in visitor's livery page their own answers, and any page their session, never to be stored", async () => {
    await t.app.inject({ method: 'POST', url: `/api/liveries/${livery.id}/favorite`, headers: painter.headers });
    const session = await api('/api/session', painter.headers);
    expect(session).toMatchObject({ user: { id: painter.id, username: painter.username } });
    const res = await site.inject({ method: 'GET', url: `/livery/${livery.id}/x`, headers: painter.headers });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answers = initialResponses(res.body);
    const detail = (await api(`/api/liveries/${livery.id}`, painter.headers)) as LiveryDetail;
    expect(detail.isFavoritedByCurrentUser).toBe(true);
    expect(answers?.[`/api/liveries/${livery.id}`]).toEqual(detail);
    expect(answers?.['/api/session']).toEqual(session);
    expect(answers?.[`/api/liveries/${livery.id}/follow`]).toEqual(
      await api(`/api/liveries/${livery.id}/follow`, painter.headers),
    );
    expect(preloadedImage(res.body)).toBe(detail.screenshots[0]?.url);
    // The anonymous page says nothing of the member's favourite.
    const anonymous = initialResponses(await page(`/livery/${livery.id}/x`));
    expect(anonymous?.[`/api/liveries/${livery.id}`]).toMatchObject({ isFavoritedByCurrentUser: false });
    expect(anonymous?.[`/api/liveries/${livery.id}/follow`]).toBeUndefined();
    for (const url of ['/faq', '/my-liveries']) {
      const other = await site.inject({ method: 'GET', url, headers: painter.headers });
      expect(other.headers['cache-control'], url).toBe('private, no-store');
      expect(initialResponses(other.body), url).toEqual({ '/api/session': session });
      expect(preloadedImage(other.body), url).toBeUndefined();
    }
    // A cookie that names no session: the answer says signed out, and the page is still private.
    const stale = await site.inject({
      method: 'GET',
      url: '/faq',
      headers: { cookie: 'better-auth.session_token=abc' },
    });
    expect(stale.headers['cache-control']).toBe('private, no-store');
    expect(initialResponses(stale.body)).toEqual({ '/api/session': { user: null } });
    const anonymousPage = await site.inject({ method: 'GET', url: `/livery/${livery.id}/x` });
    expect(anonymousPage.headers['cache-control']).toBe('no-cache');
  });

  it("sends the session's refreshed cookie with the page whose first view refreshed it", async () => {
    const member = await createUser(t.app, { username: 'Prefetch_Regular' });
    // Signed in two days ago, an hour left: due for better-auth's sliding refresh.
    const { db, dialect } = t.app.deps;
    await db.kysely
      .updateTable('session')
      .set({
        created_at: dialect.timestamp(new Date(Date.now() - 2 * 24 * 3600_000)),
        expires_at: dialect.timestamp(new Date(Date.now() + 3600_000)),
      })
      .where('user_id', '=', member.id)
      .execute();
    const res = await site.inject({ method: 'GET', url: '/faq', headers: member.headers });
    expect(initialResponses(res.body)).toMatchObject({ '/api/session': { user: { id: member.id } } });
    const cookies = [res.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/session_token=[^;]+;[^\n]*Max-Age=\d{6}/i);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("carries nothing for a banned member's page: the app asks, and explains", async () => {
    const banned = await createUser(t.app, { username: 'Prefetch_Banned', banned: true });
    const res = await site.inject({ method: 'GET', url: `/livery/${livery.id}/x`, headers: banned.headers });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(initialResponses(res.body)).toBeNull();
    expect(preloadedImage(res.body)).toBeUndefined();
  });

  it('no answer for a livery that does not exist (the app shows its own error)', async () => {
    const answers = initialResponses(await page('/livery/999999/missing'));
    expect(answers?.['/api/liveries/999999']).toBeUndefined();
  });
});
