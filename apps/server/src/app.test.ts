import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@paddock/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { createTestApp, useTestApp } from './test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);

describe('health', () => {
  it('reports the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers 503 when the database is unreachable, on health and on data routes', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.deps.db.close();
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(json(health)).toEqual({ status: 'degraded', db: 'down' });
      const data = await ctx.app.inject({ method: 'GET', url: '/api/carclasses' });
      expect(data.statusCode).toBe(503);
      expect(json(data)).toEqual({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: MESSAGES.common.databaseUnavailable,
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('errors are JSON with a human message, never a stack trace', () => {
  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('a JSON body over 1 MB is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No route for GET /api/nope.' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carclasses' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/carclasses',
        '/api/carclasses/{id}',
        '/api/carmodels',
        '/api/tags',
        '/api/users/me',
        '/api/users/me/storage',
        '/api/health',
      ]),
    );
    expect(
      doc.paths['/api/carclasses'].post.requestBody.content['application/json'].schema.properties.name,
    ).toBeDefined();
    // Query and path schemas are wrapped in urlParams() (control characters): still documented.
    const browseParams = doc.paths['/api/liveries'].get.parameters.map((p: { name: string; in: string }) => p.name);
    expect(browseParams).toEqual(expect.arrayContaining(['search', 'sortBy', 'pageSize', 'carClassId']));
    expect(doc.paths['/api/liveries/{id}'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path' }),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});

describe('start-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a second start on the same data keeps the catalogue edits and creates no second admin', async () => {
    const ctx = await createTestApp();
    try {
      const admin = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'admin@paddock.test', password: 'bootstrap-admin-pass' },
      });
      const token = String(admin.headers['set-auth-token']);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/carclasses',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Kept across restarts' },
      });
      expect(created.statusCode).toBe(201);
      const gte = json(await ctx.app.inject({ method: 'GET', url: '/api/carclasses' })).find(
        (c: { name: string }) => c.name === 'GTE',
      );
      for (const model of json(await ctx.app.inject({ method: 'GET', url: `/api/carclasses/${gte.id}/models` }))) {
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/carmodels/${model.id}`,
          headers: { authorization: `Bearer ${token}` },
        });
      }
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/carclasses/${gte.id}`,
        headers: { authorization: `Bearer ${token}` },
      });

      const app = await ctx.restart();
      const names = json(await app.inject({ method: 'GET', url: '/api/carclasses' })).map(
        (c: { name: string }) => c.name,
      );
      expect(names).toEqual(['Hypercar', 'LMP2', 'LMP3', 'LMGT3', 'Kept across restarts']);
      const admins = await app.deps.db.kysely.selectFrom('user').select('email').where('role', '=', 'admin').execute();
      expect(admins).toEqual([{ email: 'admin@paddock.test' }]);
      const session = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(session.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('without ADMIN_PASSWORD creates admin@paddock.local with a generated password, printed once', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const ctx = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const banner = printed.join('');
      const password = /password: (\S+)/.exec(banner)?.[1];
      expect(banner).toContain('admin@paddock.local');
      expect(password).toMatch(/^[\w-]{16}$/);
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/username',
        headers: { origin: 'http://localhost:3000' },
        payload: { username: 'admin', password },
      });
      expect(signIn.statusCode).toBe(200);
      printed.length = 0;
      await ctx.restart();
      expect(printed.join('')).not.toContain('password:');
    } finally {
      await ctx.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves hashed assets immutably and index.html for client routes, but JSON 404s for /api', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await buildApp({ ...t.config, webDistDir: dist }, { serveWebApp: true });
    try {
      const page = await app.inject({ method: 'GET', url: '/livery/12/some-title' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/missing' });
      expect(json(api).code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});
