import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { newObjectKey, type Storage } from './storage';
import { startS3rver } from './test-s3-server';

interface Harness {
  storage: Storage;
  scratch: string;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

/** The behaviour every backend must have; run below against a folder and a real S3 server (s3rver). */
function storageContract(name: string, setup: () => Promise<Harness>) {
  describe(`storage contract: ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h?.close();
    });
    const tempFile = (content: Buffer) => {
      const file = path.join(h.scratch, `src-${Math.random().toString(36).slice(2)}`);
      writeFileSync(file, content);
      return file;
    };

    it('puts from a stream and from a temp file path, then stats and reads them', async () => {
      const a = newObjectKey('liveries', 'zip');
      await h.storage.put(a, Readable.from([Buffer.from('hello '), Buffer.from('world')]), {
        contentType: 'application/zip',
        contentLength: 11,
      });
      expect(await h.storage.stat(a)).toMatchObject({
        size: 11,
        etag: expect.any(String),
        contentType: 'application/zip',
      });
      expect(await readAll(await h.storage.openRead(a))).toEqual(Buffer.from('hello world'));

      const b = newObjectKey('screenshots', 'webp');
      const file = tempFile(Buffer.from('RIFF....WEBP'));
      await h.storage.put(b, file, { contentType: 'image/webp' });
      expect((await h.storage.stat(b))?.size).toBe(12);
      expect((await readAll(await h.storage.openRead(b))).toString()).toBe('RIFF....WEBP');
      expect(existsSync(file)).toBe(true); // the source is left in place for its owner to remove
    });

    it('reads inclusive byte ranges', async () => {
      const key = newObjectKey('liveries', 'zip');
      await h.storage.put(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'application/zip' });
      const read = async (start: number, end: number) =>
        (await readAll(await h.storage.openRead(key, { start, end }))).toString();
      expect(await read(0, 0)).toBe('0');
      expect(await read(2, 4)).toBe('234');
      expect(await read(9, 9)).toBe('9');
      expect(await read(0, 9)).toBe('0123456789');
      await expect(h.storage.openRead(key, { start: 5, end: 4 })).rejects.toThrow(/range/);
    });

    it('replaces an object on a second put, with a new size and ETag', async () => {
      const key = newObjectKey('liveries', 'zip');
      await h.storage.put(key, Readable.from([Buffer.from('first version')]), { contentType: 'application/zip' });
      const before = await h.storage.stat(key);
      await h.storage.put(key, tempFile(Buffer.from('second')), { contentType: 'application/zip' });
      const after = await h.storage.stat(key);
      expect(after?.size).toBe(6);
      expect(after?.etag).not.toBe(before?.etag);
      expect((await readAll(await h.storage.openRead(key))).toString()).toBe('second');
    });

    it('deletes, and deleting a missing key is fine', async () => {
      const key = newObjectKey('liveries', 'zip');
      await h.storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'application/zip' });
      await h.storage.delete(key);
      expect(await h.storage.stat(key)).toBeNull();
      await expect(h.storage.openRead(key)).rejects.toMatchObject({ statusCode: 404 });
      await h.storage.delete(key);
      await h.storage.delete(newObjectKey('liveries', 'zip'));
    });

    it('deletes many keys at once, missing ones included', async () => {
      const keys = [newObjectKey('screenshots', 'webp'), newObjectKey('thumbnails', 'webp')];
      for (const key of keys)
        await h.storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/webp' });
      await h.storage.deleteMany([...keys, newObjectKey('liveries', 'zip')]);
      for (const key of keys) expect(await h.storage.stat(key)).toBeNull();
      await h.storage.deleteMany([]);
    });

    it('lists keys by prefix', async () => {
      const keys = ['listing/2026/01/a.zip', 'listing/2026/01/b.zip', 'listing/2026/02/c.zip', 'listings-other/d.zip'];
      for (const key of keys)
        await h.storage.put(key, Readable.from([Buffer.from('k')]), { contentType: 'application/zip' });
      const list = async (prefix: string) => (await collect(h.storage.list(prefix))).sort();
      expect(await list('listing/')).toEqual(keys.slice(0, 3));
      expect(await list('listing/2026/01/')).toEqual(keys.slice(0, 2));
      expect(await list('listing/2026/0')).toEqual(keys.slice(0, 3));
      expect(await list('listing')).toEqual(keys);
      expect(await list('listing/2026/01/b')).toEqual(['listing/2026/01/b.zip']);
      expect(await list('nothing-here/')).toEqual([]);
      await h.storage.deleteMany(keys);
      expect(await list('listing')).toEqual([]);
    });

    it('gives a download URL that saves the file as an attachment under a safe name', async () => {
      const key = newObjectKey('liveries', 'zip');
      await h.storage.put(key, Readable.from([Buffer.from('zip bytes')]), { contentType: 'application/zip' });
      const url = await h.storage.downloadUrl(key, { filename: 'My "Livery"\r\n.zip', contentType: 'application/zip' });
      if (h.storage.kind === 'local') {
        expect(url).toBe(`/media/${key}?download=My_Livery.zip`);
        expect(await h.storage.publicUrl(key)).toBe(`/media/${key}`);
        return;
      }
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="My_Livery.zip"');
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(await res.text()).toBe('zip bytes');
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
      const inline = await fetch(await h.storage.publicUrl(key));
      expect(inline.status).toBe(200);
      expect(await inline.text()).toBe('zip bytes');
    });

    it('streams a 20 MiB object in and out, byte for byte', async () => {
      const key = newObjectKey('liveries', 'zip');
      const size = 20 * MiB;
      const expected = createHash('sha256');
      await h.storage.put(key, Readable.from(pattern(size, expected)), {
        contentType: 'application/zip',
        contentLength: size,
      });
      expect((await h.storage.stat(key))?.size).toBe(size);
      expect(await sha256(await h.storage.openRead(key))).toBe(expected.digest('hex'));
      const tail = await readAll(await h.storage.openRead(key, { start: size - 3, end: size - 1 }));
      expect(tail.length).toBe(3);
    });

    it('stores a temp file byte for byte (a store that misreads chunked uploads would fail here)', async () => {
      const key = newObjectKey('liveries', 'zip');
      const content = Buffer.alloc(7 * MiB, 0);
      for (let i = 0; i < content.length; i += 1) content[i] = (i * 31) & 255;
      await h.storage.put(key, tempFile(content), { contentType: 'application/zip', contentLength: content.length });
      expect(await sha256(await h.storage.openRead(key))).toBe(createHash('sha256').update(content).digest('hex'));
    });

    it('publishes nothing when the source is not the announced length or fails', async () => {
      const short = newObjectKey('liveries', 'zip');
      await expect(
        h.storage.put(short, Readable.from([Buffer.from('abc')]), {
          contentType: 'application/zip',
          contentLength: 10,
        }),
      ).rejects.toThrow(/expected/);
      expect(await h.storage.stat(short)).toBeNull();
      await expect(
        h.storage.put(short, tempFile(Buffer.from('abc')), { contentType: 'application/zip', contentLength: 10 }),
      ).rejects.toThrow(/expected/);
      expect(await h.storage.stat(short)).toBeNull();

      const broken = newObjectKey('liveries', 'zip');
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('partial');
          throw new Error('client went away');
        })(),
      );
      await expect(h.storage.put(broken, failing, { contentType: 'application/zip' })).rejects.toThrow();
      expect(await h.storage.stat(broken)).toBeNull();
    });

    it('rejects keys that are not ours before touching anything', async () => {
      const bad = ['../escape.zip', '/etc/passwd', 'a/../../b.zip', 'a/./b.zip', 'A.zip', 'a//b.zip', 'a/', ''];
      bad.push('.partial/x', 'a\\..\\b.zip', 'a/b.zip\0', `${'a'.repeat(600)}.zip`, 'liveries/%2e%2e/x.zip');
      for (const key of bad) {
        await expect(h.storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'x' }), key).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(h.storage.stat(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(h.storage.openRead(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(h.storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(h.storage.downloadUrl(key, { filename: 'a.zip', contentType: 'x' }), key).rejects.toThrow();
        await expect(h.storage.publicUrl(key), key).rejects.toThrow();
      }
      await expect(h.storage.deleteMany(['liveries/ok.zip', '../x'])).rejects.toThrow(/Invalid storage key/);
      await expect(collect(h.storage.list('../'))).rejects.toThrow(/Invalid storage prefix/);
      await expect(collect(h.storage.list('/'))).rejects.toThrow(/Invalid storage prefix/);
    });

    it('sweeps unfinished writes without error', async () => {
      expect(await h.storage.sweepIncomplete(60_000)).toBeGreaterThanOrEqual(0);
    });
  });
}

storageContract('local folder', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'paddock-storage-'));
  return {
    storage: createLocalStorage(path.join(dir, 'uploads')),
    scratch: dir,
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

storageContract('S3 (s3rver)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'paddock-s3-'));
  const s3 = await startS3rver(path.join(dir, 's3'));
  return {
    storage: createS3Storage(s3.config, s3.client),
    scratch: dir,
    close: async () => {
      await s3.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

async function* pattern(size: number, hash: ReturnType<typeof createHash>) {
  const chunk = 64 * 1024;
  for (let offset = 0; offset < size; offset += chunk) {
    const buf = Buffer.alloc(Math.min(chunk, size - offset), (offset / chunk) % 251);
    hash.update(buf);
    yield buf;
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
