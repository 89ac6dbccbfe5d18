import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LIMITS } from '@paddock/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createUser, type TestUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';
import { createPageRenderer, previewTags } from './page-meta';

const t = useTestApp();

// The shape of Vite's built index.html: a default title and description the pages replace.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Paddock — Le Mans Ultimate liveries</title>
    <meta
      name="description"
      content="Find, download and share custom car liveries for Le Mans Ultimate."
    />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

function distWith(html: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  return dist;
}

const attr = (html: string, selector: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${selector}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('previewTags', () => {
  it('escapes every value', () => {
    const html = previewTags({
      title: 'Evil "><script>alert(1)</script>',
      description: "<img src=x onerror='x'>",
      url: 'http://localhost:3000/livery/1/"><script>',
      type: 'website',
      image: { url: 'http://localhost:3000/media/a.webp?x="y"', alt: '"><b>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><');
    expect(html).toContain('<title>Evil &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });
});

describe('index.html for livery and profile pages', () => {
  let site: App;
  let painter: TestUser;
  let gulf: { id: number; title: string };
  let evil: { id: number; title: string };
  let plain: { id: number; title: string };
  let orphan: { id: number; title: string };
  const page = async (url: string) => {
    const res = await site.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res.body;
  };

  beforeAll(async () => {
    painter = await createUser(t.app, { username: 'Painter_One' });
    gulf = await uploadLivery(t.app, painter, {
      fields: { Title: 'Gulf Heritage 963', Description: `Blue and orange,\nas it should be. ${'Long '.repeat(60)}` },
    });
    plain = await uploadLivery(t.app, painter, { fields: { Title: 'Plain White', Description: '' } });
    // A livery whose uploader is gone (the column is set to null when an account row disappears).
    orphan = await uploadLivery(t.app, painter, { fields: { Title: 'Orphan', Description: '' } });
    await t.app.deps.db.kysely.updateTable('livery').set({ uploader_id: null }).where('id', '=', orphan.id).execute();
    evil = await uploadLivery(t.app, painter, {
      fields: { Title: 'Evil "><script>alert(1)</script>', Description: '"><script>alert(2)</script>' },
    });
    site = await buildApp({ ...t.config, webDistDir: distWith(INDEX_HTML) }, { serveWebApp: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('gives a livery page its title, cut description, image and URL', async () => {
    // The URL of the preview is the page's own address, whatever slug the link spelled.
    const html = await page(`/livery/${gulf.id}/free-gift-cards-here?ref=share`);
    expect(titleOf(html)).toBe('Gulf Heritage 963 by Painter_One | Paddock');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The first 155 characters, line breaks collapsed: the same text the web app puts in the page.
    const description = attr(html, 'name', 'description') ?? '';
    expect(description).toBe(
      `Blue and orange, as it should be. ${'Long '.repeat(60)}`.slice(0, LIMITS.metaDescriptionMax),
    );
    expect(attr(html, 'property', 'og:title')).toBe('Gulf Heritage 963 by Painter_One | Paddock');
    expect(attr(html, 'property', 'og:description')).toBe(description);
    expect(attr(html, 'property', 'og:url')).toBe(`http://localhost:3000/livery/${gulf.id}/gulf-heritage-963`);
    expect(attr(html, 'property', 'og:image')).toMatch(/^http:\/\/localhost:3000\/media\/screenshots\/.+\.webp$/);
    expect(attr(html, 'property', 'og:image:width')).toBe('1280');
    expect(attr(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The app's own script and root stay untouched.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');

    const image = await site.inject({ method: 'GET', url: new URL(attr(html, 'property', 'og:image') ?? '').pathname });
    expect(image.statusCode).toBe(200);
  });

  it('describes a livery without a description in a default sentence', async () => {
    const html = await page(`/livery/${plain.id}/plain-white`);
    expect(attr(html, 'name', 'description')).toBe(
      'Plain White: a Porsche 963 livery for Le Mans Ultimate by Painter_One, free to download on Paddock.',
    );
  });

  it('names the uploader Unknown when the account is gone', async () => {
    const html = await page(`/livery/${orphan.id}/orphan`);
    expect(titleOf(html)).toBe('Orphan by Unknown | Paddock');
    expect(attr(html, 'name', 'description')).toBe(
      'Orphan: a Porsche 963 livery for Le Mans Ultimate, free to download on Paddock.',
    );
  });

  it('escapes a hostile title and description', async () => {
    const html = await page(`/livery/${evil.id}/evil`);
    expect(html).not.toContain('<script>alert');
    expect(titleOf(html)).toBe('Evil &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; by Painter_One | Paddock');
    expect(attr(html, 'property', 'og:description')).toBe('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('gives a profile page the member name, livery count and latest screenshot', async () => {
    const html = await page(`/users/${painter.id}/liveries`);
    expect(titleOf(html)).toBe('Painter_One&#39;s liveries | Paddock');
    expect(attr(html, 'name', 'description')).toMatch(
      /^3 Le Mans Ultimate liveries shared by Painter_One, a Paddock member since [A-Z][a-z]+ \d{4}\.$/,
    );
    expect(attr(html, 'property', 'og:type')).toBe('profile');
    expect(attr(html, 'property', 'og:image')).toMatch(/^http:\/\/localhost:3000\/media\/screenshots\//);
  });

  it.each([
    '/livery/999999/missing',
    '/livery/abc/x',
    '/livery/0/x',
    '/livery/99999999999/x',
    '/users/999999/liveries',
    '/users/abc/liveries',
    '/liveries',
    '/faq',
  ])('serves the plain page for %s', async (url) => {
    const html = await page(url);
    expect(titleOf(html)).toBe('Paddock — Le Mans Ultimate liveries');
    expect(html).toContain('content="Find, download and share custom car liveries for Le Mans Ultimate."');
    expect(html).not.toContain('og:title');
  });

  it.each([
    ['', ''],
    ['/', ''],
    ['', '?ref=share'],
  ])('moves /livery/{id}%s%s to its canonical address with 301', async (slash, query) => {
    const res = await site.inject({ method: 'GET', url: `/livery/${gulf.id}${slash}${query}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/livery/${gulf.id}/gulf-heritage-963${query}`);
    // The address it moves to is the page itself.
    const html = await page(String(res.headers.location));
    expect(titleOf(html)).toBe('Gulf Heritage 963 by Painter_One | Paddock');
  });

  it('serves the page (with its own error) for a short address of a missing livery', async () => {
    const html = await page('/livery/999999');
    expect(titleOf(html)).toBe('Paddock — Le Mans Ultimate liveries');
  });

  it('serves the plain page when the lookup fails', async () => {
    const failing = {
      ...t.app.deps,
      db: {
        ...t.app.deps.db,
        kysely: {
          selectFrom: () => {
            throw new Error('database gone');
          },
        },
      },
    } as unknown as typeof t.app.deps;
    const render = createPageRenderer(INDEX_HTML, failing);
    const html = await render({ method: 'GET', url: `/livery/${gulf.id}/x` } as FastifyRequest);
    expect(html).toBe(INDEX_HTML);
  });
});

describe('analytics settings in the page and the CSP', () => {
  const dist = distWith(INDEX_HTML);

  it('without ANALYTICS_ID: no analytics id in the page and no third-party script origin', async () => {
    const app = await buildApp({ ...t.config, webDistDir: dist }, { serveWebApp: true });
    try {
      const res = await app.inject({ method: 'GET', url: '/faq' });
      expect(res.body).not.toContain('paddock-analytics-id');
      expect(res.body).not.toContain('googletagmanager');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('google');
    } finally {
      await app.close();
    }
  });

  it('with ANALYTICS_ID: the id as a meta tag (no inline script) and the tag origins allowed', async () => {
    const app = await buildApp(
      { ...t.config, webDistDir: dist, analyticsId: 'G-TEST12345', contactEmail: 'support@paddock.test' },
      { serveWebApp: true },
    );
    try {
      const res = await app.inject({ method: 'GET', url: `/users/999999/liveries` });
      expect(attr(res.body, 'name', 'paddock-analytics-id')).toBe('G-TEST12345');
      expect(attr(res.body, 'name', 'paddock-contact-email')).toBe('support@paddock.test');
      expect(res.body.match(/<script/g)).toHaveLength(1);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
      expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.google-analytics\.com/);
      expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    } finally {
      await app.close();
    }
  });
});
