import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors';
import { createLocalStorage } from '../../storage/local-storage';
import { createS3Storage } from '../../storage/s3-storage';
import { newObjectKey } from '../../storage/storage';
import { mediaRoutes } from './media.routes';

const ZIP = Buffer.from('PK\u0003\u0004 a livery zip, 40 bytes long....');
const WEBP = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const SECRET = 'outside the storage root';

let dir: string;
let app: FastifyInstance;
const zipKey = newObjectKey('liveries', 'zip');
const webpKey = newObjectKey('screenshots', 'webp');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'paddock-media-'));
  writeFileSync(path.join(dir, 'secret.zip'), SECRET);
  writeFileSync(path.join(dir, 'secret.webp'), SECRET);
  const storage = createLocalStorage(path.join(dir, 'uploads'));
  await storage.put(zipKey, Readable.from([ZIP]), { contentType: 'application/zip' });
  await storage.put(webpKey, Readable.from([WEBP]), { contentType: 'image/webp' });
  await storage.put('liveries/2026/01/page.html', Readable.from(['<script>alert(1)</script>']), {
    contentType: 'text/html',
  });
  app = Fastify();
  // As in the real app: compression is registered globally and must leave media bytes alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  await app.register(mediaRoutes, { storage });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('GET /media/<key>', () => {
  it('streams the file with its length, a strong ETag, its caching, nosniff and a fixed type', async () => {
    const res = await get(`/media/${zipKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(ZIP);
    expect(res.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(ZIP.length),
      'accept-ranges': 'bytes',
      // A deleted livery's zip must not live on in shared caches; images are immutable.
      'cache-control': 'private, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined();

    const image = await get(`/media/${webpKey}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload).toEqual(WEBP);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(`/media/${zipKey}`, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(ZIP.length));
    expect(res.headers.etag).toBeDefined();
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves one byte range with 206 and Content-Range', async () => {
    const res = await get(`/media/${zipKey}`, { range: 'bytes=0-3' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-3/${ZIP.length}`);
    expect(res.headers['content-length']).toBe('4');
    expect(res.rawPayload).toEqual(ZIP.subarray(0, 4));

    const open = await get(`/media/${zipKey}`, { range: 'bytes=30-' });
    expect(open.headers['content-range']).toBe(`bytes 30-${ZIP.length - 1}/${ZIP.length}`);
    expect(open.rawPayload).toEqual(ZIP.subarray(30));

    const clamped = await get(`/media/${zipKey}`, { range: 'bytes=35-9999' });
    expect(clamped.statusCode).toBe(206);
    expect(clamped.rawPayload).toEqual(ZIP.subarray(35));

    const head = await get(`/media/${zipKey}`, { range: 'bytes=0-9' }, 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
  });

  it('serves a suffix range', async () => {
    const res = await get(`/media/${zipKey}`, { range: 'bytes=-5' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${ZIP.length - 5}-${ZIP.length - 1}/${ZIP.length}`);
    expect(res.rawPayload).toEqual(ZIP.subarray(-5));
    const longer = await get(`/media/${zipKey}`, { range: 'bytes=-1000' });
    expect(longer.rawPayload).toEqual(ZIP);
  });

  it('answers 416 with the size for a range past the end, and not cacheable', async () => {
    for (const range of [`bytes=${ZIP.length}-`, 'bytes=1000-2000', 'bytes=-0']) {
      const res = await get(`/media/${zipKey}`, { range });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${ZIP.length}`);
      expect(res.headers['cache-control']).toBeUndefined();
      expect(res.json()).toMatchObject({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE' });
    }
  });

  it('sends the whole file for ranges it does not serve: several, other units, nonsense, stale If-Range', async () => {
    const { etag } = (await get(`/media/${zipKey}`)).headers;
    const ignored: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'items=0-1' },
      { range: 'bytes=5-2' },
      { range: 'bytes=abc' },
      { range: 'bytes=0-3', 'if-range': '"another"' },
      { range: 'bytes=0-3', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ];
    for (const headers of ignored) {
      const res = await get(`/media/${zipKey}`, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload).toEqual(ZIP);
    }
    const current = await get(`/media/${zipKey}`, { range: 'bytes=0-3', 'if-range': String(etag) });
    expect(current.statusCode).toBe(206);
  });

  it('answers 304 when the ETag matches', async () => {
    const { etag } = (await get(`/media/${zipKey}`)).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get(`/media/${zipKey}`, { 'if-none-match': ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    expect((await get(`/media/${zipKey}`, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('offers a download as an attachment with a sanitised name', async () => {
    const plain = await get(`/media/${zipKey}?download=Gulf-Porsche_963.v2.zip`);
    expect(plain.headers['content-disposition']).toBe('attachment; filename="Gulf-Porsche_963.v2.zip"');

    const hostile = encodeURIComponent('../../evil"\r\nSet-Cookie: a=1;.exe');
    const res = await get(`/media/${zipKey}?download=${hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="evil_Set-Cookie_a_1_.exe.zip"');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.rawPayload).toEqual(ZIP);

    const empty = await get(`/media/${zipKey}?download=`);
    expect(empty.headers['content-disposition']).toBe('attachment; filename="livery.zip"');
    const unicode = await get(`/media/${zipKey}?download=${encodeURIComponent('Équipe №1 .ZIP')}`);
    expect(unicode.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.zip"$/);
  });

  it('answers a JSON 404 for a missing key, never cacheable', async () => {
    const res = await get(`/media/${newObjectKey('liveries', 'zip')}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('refuses extensions outside the allowlist, even for a stored file', async () => {
    const res = await get('/media/liveries/2026/01/page.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>');
    expect((await get('/media/liveries/2026/01/missing.exe')).statusCode).toBe(404);
    expect((await get('/media/liveries/2026/01/noext')).statusCode).toBe(404);
  });

  it('never serves anything outside the storage root, however the path is written', async () => {
    const attempts = [
      '/media/../secret.zip',
      '/media/../../secret.zip',
      '/media/%2e%2e/secret.zip',
      '/media/%2E%2E/secret.webp',
      '/media/liveries/..%2f..%2fsecret.zip',
      '/media/liveries/%2e%2e/%2e%2e/secret.zip',
      '/media/..%5csecret.zip',
      '/media/%252e%252e/secret.zip',
      '/media/.%2e/secret.zip',
      `/media/${encodeURIComponent(path.join(dir, 'secret.zip'))}`,
      '/media//secret.zip',
      '/media/.partial/x.zip',
      '/media/secret.zip%00.zip',
      '/media/',
    ];
    for (const url of attempts) {
      const res = await get(url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain(SECRET);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('with S3 storage', () => {
  it('registers nothing: files are served from the bucket by presigned or public URLs', async () => {
    const s3 = Fastify();
    const storage = createS3Storage({
      kind: 's3',
      bucket: 'b',
      region: 'us-east-1',
      timeoutMs: 1000,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    await s3.register(mediaRoutes, { storage });
    await s3.ready();
    expect(s3.hasRoute({ method: 'GET', url: '/media/*' })).toBe(false);
    await s3.close();
  });
});
