import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { createCollection, createUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';

const t = useTestApp();
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Paddock — Le Mans Ultimate liveries</title>
    <meta name="description" content="Find, download and share custom car liveries for Le Mans Ultimate." />
  </head>
  <body><div id="root"></div></body>
</html>`;

const attr = (html: string, selector: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${selector}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('index.html for collection pages', () => {
  let site: App;
  let shared: { id: number };
  let secret: { id: number };

  beforeAll(async () => {
    const owner = await createUser(t.app, { username: 'League_Boss' });
    const livery = await uploadLivery(t.app, owner, { fields: { Title: 'Pack Car' } });
    shared = await createCollection(t.app, owner, {
      name: 'Sprint Cup S1',
      visibility: 'public',
      isLeaguePack: true,
      liveryIds: [livery.id],
    });
    secret = await createCollection(t.app, owner, { name: 'Secret Plans', liveryIds: [livery.id] });
    const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    site = await buildApp({ ...t.config, webDistDir: dist }, { serveWebApp: true });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('previews a public collection with its name, owner, a default description and its cover', async () => {
    const html = (await site.inject({ method: 'GET', url: `/collections/${shared.id}/anything` })).body;
    expect(titleOf(html)).toBe('Sprint Cup S1 by League_Boss | Paddock');
    expect(attr(html, 'property', 'og:url')).toBe(`http://localhost:3000/collections/${shared.id}/sprint-cup-s1`);
    expect(attr(html, 'name', 'description')).toBe(
      'Sprint Cup S1: a league pack of 1 Le Mans Ultimate livery with car numbers, one download on Paddock.',
    );
    expect(attr(html, 'property', 'og:image')).toMatch(/^http:\/\/localhost:3000\/media\/screenshots\/.+\.webp$/);
  });

  it('gives a private collection the plain page, telling nothing of it', async () => {
    const html = (await site.inject({ method: 'GET', url: `/collections/${secret.id}/secret-plans` })).body;
    expect(html).not.toContain('Secret Plans');
    expect(titleOf(html)).toBe('Paddock — Le Mans Ultimate liveries');
  });
});
