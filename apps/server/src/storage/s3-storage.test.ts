import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

// Presigning is local computation: these need no server (the contract suite runs against s3rver).
const base: S3StorageConfig = {
  kind: 's3',
  endpoint: 'http://127.0.0.1:9',
  bucket: 'paddock',
  region: 'eu-west-3',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  timeoutMs: 1000,
};
const key = 'screenshots/2026/11/0123456789abcdef0123456789abcdef.webp';

describe('S3 URLs', () => {
  it('uses the public/CDN base for inline media, and still presigns downloads', async () => {
    const storage = createS3Storage({ ...base, publicUrl: 'https://cdn.example.com/paddock' });
    expect(await storage.publicUrl(key)).toBe(`https://cdn.example.com/paddock/${key}`);
    const zip = 'liveries/2026/11/0123456789abcdef0123456789abcdef.zip';
    const url = new URL(await storage.downloadUrl(zip, { filename: 'Gulf 963', contentType: 'application/zip' }));
    expect(url.origin + url.pathname).toBe(`http://127.0.0.1:9/paddock/${zip}`);
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="Gulf_963.zip"');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });

  it('presigns inline media once a day, so the URL stays cacheable all day', async () => {
    const storage = createS3Storage(base);
    const first = await storage.publicUrl(key);
    expect(await storage.publicUrl(key)).toBe(first);
    const url = new URL(first);
    expect(url.searchParams.get('X-Amz-Date')).toMatch(/^\d{8}T000000Z$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(7 * 24 * 3600));
  });
});

describe('storage configuration', () => {
  const env = (extra: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-config-'));
    try {
      return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), ...extra });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('is a local folder under DATA_DIR unless S3_BUCKET is set', () => {
    const config = env({ S3_BUCKET: '', S3_ENDPOINT: '' });
    expect(config.storage).toEqual({ kind: 'local', root: path.join(config.dataDir, 'uploads') });
    expect(createStorage(config.storage).kind).toBe('local');
  });

  it('is a bucket when S3_BUCKET and its keys are set', () => {
    const config = env({
      S3_BUCKET: 'paddock',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'paddock',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
      timeoutMs: 10_000,
    });
    expect(createStorage(config.storage).kind).toBe('s3');
  });

  it('stops with a clear message when a bucket is named without its keys', () => {
    expect(() => env({ S3_BUCKET: 'paddock', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set/,
    );
    expect(() =>
      env({ S3_BUCKET: 'paddock', S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_ENDPOINT/);
  });
});
