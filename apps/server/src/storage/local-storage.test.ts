import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { newObjectKey } from './storage';

let base: string;
let root: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'paddock-local-'));
  root = path.join(base, 'uploads');
});
afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

const partials = () => readdirSync(path.join(root, '.partial'));

describe('local storage specifics', () => {
  it('publishes by rename and leaves no partial file behind, whether the put succeeds or fails', async () => {
    const storage = createLocalStorage(root);
    const key = newObjectKey('liveries', 'zip');
    await storage.put(key, Readable.from([Buffer.from('whole')]), { contentType: 'application/zip' });
    expect(existsSync(path.join(root, key))).toBe(true);
    expect(partials()).toEqual([]);

    const failing = newObjectKey('liveries', 'zip');
    const source = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.put(failing, source, { contentType: 'application/zip' })).rejects.toThrow('connection reset');
    expect(existsSync(path.join(root, failing))).toBe(false);
    expect(partials()).toEqual([]);
  });

  it('sweeps stale partial files a crash left, and lists neither them nor foreign files', async () => {
    const storage = createLocalStorage(root);
    const stale = path.join(root, '.partial', 'crashed');
    writeFileSync(stale, 'half a file');
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, old, old);
    writeFileSync(path.join(root, '.partial', 'in-flight'), 'being written');
    mkdirSync(path.join(root, 'liveries'), { recursive: true });
    writeFileSync(path.join(root, 'liveries', 'Thumbs.db'), 'not ours');
    await storage.put('liveries/a.zip', Readable.from([Buffer.from('a')]), { contentType: 'application/zip' });

    const listed: string[] = [];
    for await (const key of storage.list('')) listed.push(key);
    expect(listed).toEqual(['liveries/a.zip']);

    expect(await storage.sweepIncomplete(3600_000)).toBe(1);
    expect(partials()).toEqual(['in-flight']);
  });

  it('treats a folder as no object', async () => {
    const storage = createLocalStorage(root);
    await storage.put('liveries/2026/01/a.zip', Readable.from([Buffer.from('a')]), { contentType: 'application/zip' });
    expect(await storage.stat('liveries/2026')).toBeNull();
    await expect(storage.openRead('liveries/2026')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('works when the root folder is a symlink', async () => {
    // A mounted volume is often linked into place; the containment check must not refuse it.
    const real = path.join(base, 'real-uploads');
    mkdirSync(real);
    symlinkSync(real, path.join(base, 'linked'));
    const storage = createLocalStorage(path.join(base, 'linked'));
    await storage.put('liveries/b.zip', Readable.from([Buffer.from('b')]), { contentType: 'application/zip' });
    expect(existsSync(path.join(real, 'liveries', 'b.zip'))).toBe(true);
  });
});
