import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempFiles } from './temp-files';

let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'paddock-tmp-'));
});
afterEach(() => {
  rmSync(base, { recursive: true, force: true });
});

/** Backdates a file or folder, as if a crash had left it there `ageMs` ago. */
function age(file: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
}

describe('temp files', () => {
  it('creates its folder and hands out fresh paths inside it', async () => {
    const temp = createTempFiles(path.join(base, 'data', 'tmp'));
    expect(existsSync(temp.dir)).toBe(true);
    const a = await temp.createTempPath('.zip');
    const b = await temp.createTempPath('.zip');
    expect(a).not.toBe(b);
    expect(path.dirname(a)).toBe(temp.dir);
    expect(a).toMatch(/\.zip$/);
    expect(existsSync(a)).toBe(false);
    await expect(temp.createTempPath('/../x')).rejects.toThrow(/suffix/);
  });

  it('sweeps files and folders older than the limit and keeps recent ones', async () => {
    const temp = createTempFiles(path.join(base, 'tmp'));
    const stale = await temp.createTempPath('.zip');
    writeFileSync(stale, 'left by a crash');
    age(stale, 2 * 60 * 60 * 1000);
    const staleDir = path.join(temp.dir, 'shots-old');
    mkdirSync(staleDir);
    writeFileSync(path.join(staleDir, 'a.webp'), 'x');
    age(staleDir, 2 * 60 * 60 * 1000);
    const fresh = await temp.createTempPath('.img');
    writeFileSync(fresh, 'an upload in progress');

    expect(await temp.sweepTempFiles(60 * 60 * 1000)).toBe(2);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(staleDir)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(temp.dir)).toBe(true);

    expect(await temp.sweepTempFiles(0, Date.now() + 1000)).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  });

  it('does nothing when the folder is empty or gone', async () => {
    const temp = createTempFiles(path.join(base, 'tmp'));
    expect(await temp.sweepTempFiles(0)).toBe(0);
    rmSync(temp.dir, { recursive: true });
    expect(await temp.sweepTempFiles(0)).toBe(0);
  });
});
