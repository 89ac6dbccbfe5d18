import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from './test/auth-test-client';
import { createUser } from './test/factories';
import { uploadLivery } from './test/livery-factory';
import { createTestApp, type TestContext, testDatabaseKind } from './test/test-app';

/** Every folder and file under `dir`, with its permission bits. */
function walk(dir: string): { path: string; isDir: boolean; mode: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const item = { path: full, isDir: entry.isDirectory(), mode: statSync(full).mode & 0o777 };
    return entry.isDirectory() ? [item, ...walk(full)] : [item];
  });
}

const octal = (mode: number) => mode.toString(8).padStart(3, '0');

describe('DATA_DIR is private to the server user (folders 0700, files 0600), whatever the umask', () => {
  let base: string;
  let dataDir: string;
  let t: TestContext;
  let umask: number;

  beforeAll(async () => {
    // The most permissive umask: every mode below comes from the code, none from the umask.
    umask = process.umask(0);
    base = mkdtempSync(path.join(tmpdir(), 'paddock-modes-'));
    dataDir = path.join(base, 'data');
    // Folders and a secret left world-readable by an earlier version are made private too.
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, 'auth-secret'), 'an-earlier-secret-of-at-least-32-characters', { mode: 0o644 });
    // AUTH_SECRET empty: the server keeps its secret in DATA_DIR/auth-secret, as without the variable.
    t = await createTestApp({ DATA_DIR: dataDir, AUTH_SECRET: '' });
  });

  afterAll(async () => {
    await t?.close();
    process.umask(umask);
    rmSync(base, { recursive: true, force: true });
  });

  it('after start-up, a sign-up e-mail and an upload, every folder is 0700 and every file 0600', async () => {
    const signUp = await authCalls(() => t.app).signUp({
      email: 'modes@example.com',
      username: 'Modes_Racer',
      password: 'a-long-enough-password',
    });
    expect(signUp.statusCode).toBe(200);
    await uploadLivery(t.app, await createUser(t.app));
    await t.app.deps.mailer.idle();

    const entries = walk(dataDir);
    const names = entries.map((e) => path.relative(dataDir, e.path));
    const expected = ['auth-secret', 'outbox', 'tmp', 'uploads'];
    if (testDatabaseKind() === 'sqlite') expected.push('paddock.db', 'paddock.db-wal', 'paddock.db-shm');
    expect(names).toEqual(expect.arrayContaining(expected));
    expect(names.some((n) => n.startsWith('outbox/') && n.endsWith('.eml'))).toBe(true);
    expect(names.filter((n) => n.startsWith('uploads/') && !n.includes('.partial')).length).toBeGreaterThan(2);

    const wrong = entries
      .filter((e) => e.mode !== (e.isDir ? 0o700 : 0o600))
      .map((e) => `${path.relative(dataDir, e.path)} ${octal(e.mode)}`);
    expect(wrong).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
