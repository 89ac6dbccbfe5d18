import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LiveryDetail } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createUser, type TestUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';
import { createLiveryFirstView, firstViewModule } from './page-first-view';

const t = useTestApp();

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Paddock</title></head>
  <body><div id="root"><header>shell</header><!--first-view--></div></body>
</html>`;

/** A web build's dist folder, and beside it a first-view module standing in for the web app's. */
function webBuild(moduleSource: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'paddock-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.dirname(firstViewModule(dist)));
  writeFileSync(firstViewModule(dist), moduleSource);
  return dist;
}

const RENDERS_TITLE = `export function renderLiveryFirstView(livery, viewer, follow) {
  const seen = viewer ? ' data-viewer="' + viewer.username + '" data-following="' + follow?.following + '"' : '';
  return '<main data-livery="' + livery.id + '"' + seen + '>' + livery.title.replace(/</g, '&lt;') + '</main>';
}`;

describe('a livery page carries its server-rendered first view, as its visitor sees it', () => {
  let site: App;
  let broken: App;
  let livery: { id: number };
  let painter: TestUser;

  beforeAll(async () => {
    painter = await createUser(t.app, { username: 'First_View_Painter' });
    livery = await uploadLivery(t.app, painter, { fields: { Title: 'Gulf <Heritage>' } });
    site = await buildApp({ ...t.config, webDistDir: webBuild(RENDERS_TITLE) }, { serveWebApp: true });
    const throws = 'export function renderLiveryFirstView() { throw new Error("boom"); }';
    broken = await buildApp({ ...t.config, webDistDir: webBuild(throws) }, { serveWebApp: true });
  });
  afterAll(async () => {
    await site?.close();
    await broken?.close();
  });

  const page = async (app: App, url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('puts the livery, rendered from the answer the page carries, where index.html marks it', async () => {
    const { body } = await page(site, `/livery/${livery.id}/gulf-heritage`);
    expect(body).toContain(`<header>shell</header><main data-livery="${livery.id}">Gulf &lt;Heritage></main></div>`);
    expect(body).not.toContain('<!--first-view-->');
  });

  it('draws it for the signed-in member the page is for (a member sees their own controls)', async () => {
    const { body } = await page(site, `/livery/${livery.id}/x`, painter.headers);
    expect(body).toContain(
      `<main data-livery="${livery.id}" data-viewer="${painter.username}" data-following="false">`,
    );
    await t.app.inject({ method: 'POST', url: `/api/liveries/${livery.id}/follow`, headers: painter.headers });
    const following = await page(site, `/livery/${livery.id}/x`, painter.headers);
    expect(following.body).toContain(`data-viewer="${painter.username}" data-following="true">`);
    // A cookie that names no session is a signed-out visitor.
    const stale = await page(site, `/livery/${livery.id}/x`, { cookie: 'better-auth.session_token=abc' });
    expect(stale.body).toContain(`<main data-livery="${livery.id}">`);
  });

  it.each([
    ['a livery that does not exist', '/livery/999999/missing', {}],
    ['another page', '/liveries', {}],
  ])('none for %s', async (_, url, headers) => {
    const { body } = await page(site, url.replace('{id}', String(livery.id)), headers);
    expect(body).not.toContain('data-livery');
  });

  it('renders a livery once while its answer is unchanged, and again when it changes', async () => {
    const counting = webBuild(`let renders = 0;
export function renderLiveryFirstView(livery) {
  renders += 1;
  return '<main data-render="' + renders + '">' + livery.downloadCount + '</main>';
}`);
    const firstView = createLiveryFirstView(counting, t.app.log);
    const text = (await t.app.inject({ method: 'GET', url: `/api/liveries/${livery.id}` })).body;
    const answer = (detail: LiveryDetail) => ({
      detail,
      viewer: null,
      follow: null,
      texts: [JSON.stringify(detail), '{"user":null}'],
    });
    const detail: LiveryDetail = JSON.parse(text);
    expect(await firstView({ detail, viewer: null, follow: null, texts: [text, '{"user":null}'] })).toBe(
      `<main data-render="1">${detail.downloadCount}</main>`,
    );
    expect(await firstView(answer(structuredClone(detail)))).toBe(
      `<main data-render="1">${detail.downloadCount}</main>`,
    );
    const downloaded = { ...detail, downloadCount: detail.downloadCount + 1 };
    expect(await firstView(answer(downloaded))).toBe(`<main data-render="2">${downloaded.downloadCount}</main>`);
  });

  it('serves the page without it when the render fails', async () => {
    const { body } = await page(broken, `/livery/${livery.id}/x`);
    expect(body).toContain('<header>shell</header><!--first-view-->');
  });

  it('sends pages compressed as the browser accepts (the not-found handler is not a route)', async () => {
    const url = `/livery/${livery.id}/x`;
    const plain = (await page(site, url)).body;
    const br = await page(site, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page(site, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    // q=0 refuses an encoding.
    const refused = await page(site, url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect((await page(site, url, { 'accept-encoding': 'br;q=0' })).headers['content-encoding']).toBeUndefined();
  });
});
