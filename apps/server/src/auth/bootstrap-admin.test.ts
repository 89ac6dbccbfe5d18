import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { authCalls } from '../test/auth-test-client';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { ensureBootstrapAdmin } from './bootstrap-admin';

/**
 * The start-up administrator against a real data folder restarted with changed settings: a
 * conflict with what the database already holds never stops the server (issue 21).
 */
const t = useTestApp();
const calls = authCalls(() => t.app);

/** What the login box printed on stdout since the spy started. */
function watchStdout() {
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return () => spy.mock.calls.map(([chunk]) => String(chunk)).join('');
}

/** A logger that keeps what the bootstrap says, to check its one warning. */
function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (_: unknown, message = '') =>
      lines.push({ level, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function userByEmail(email: string) {
  return t.app.deps.db.kysely
    .selectFrom('user')
    .select(['username', 'role', 'banned', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a restart with another ADMIN_EMAIL', () => {
  it('starts, creates that administrator as admin-2 and prints the login box', async () => {
    expect(await userByEmail('admin@paddock.test')).toMatchObject({ username: 'admin', role: 'admin' });
    const printed = watchStdout();

    await t.restart({ ADMIN_EMAIL: 'new-admin@paddock.test', ADMIN_PASSWORD: 'second-admin-pass' });

    expect(await userByEmail('new-admin@paddock.test')).toMatchObject({ username: 'admin-2', role: 'admin' });
    expect(printed()).toContain('username: admin-2');
    expect(printed()).toContain('new-admin@paddock.test');
    expect(printed()).not.toContain('second-admin-pass');
    const signIn = await calls.signIn('new-admin@paddock.test', 'second-admin-pass');
    expect(signIn.statusCode, signIn.body).toBe(200);
    // The first administrator is untouched.
    expect(await userByEmail('admin@paddock.test')).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('does nothing more on the next restart with the same settings', async () => {
    const printed = watchStdout();
    await t.restart();
    expect(printed()).not.toContain('Paddock created');
    const admins = await t.app.deps.db.kysely
      .selectFrom('user')
      .select('username')
      .where('role', '=', 'admin')
      .execute();
    expect(admins.map((a) => a.username).sort()).toEqual(['admin', 'admin-2']);
  });

  it('takes the next free number once ADMIN_PASSWORD is set', async () => {
    // No ADMIN_PASSWORD and administrators exist: none is made up (the README says so).
    await t.restart({ ADMIN_EMAIL: 'third@paddock.test', ADMIN_PASSWORD: '' });
    expect(await userByEmail('third@paddock.test')).toBeUndefined();

    await t.restart({ ADMIN_PASSWORD: 'third-admin-pass' });
    expect(await userByEmail('third@paddock.test')).toMatchObject({ username: 'admin-3', role: 'admin' });
  });

  it('says which setting to change when no administrator is made', async () => {
    const { log, lines } = recordingLog();
    const config = { ...t.config, admin: { email: 'fourth@paddock.test', username: 'admin' } };
    expect(await ensureBootstrapAdmin(t.app.deps.auth, t.app.deps.db, config, log)).toEqual({ kind: 'not-needed' });
    expect(lines).toEqual([{ level: 'info', message: expect.stringContaining('ADMIN_PASSWORD') }]);
  });
});

describe('ADMIN_EMAIL of an account that is not a usable administrator', () => {
  it('leaves an ordinary member as they are, with one warning naming ADMIN_EMAIL', async () => {
    const member = await createUser(t.app, { password: 'member-own-password' });
    await t.restart({ ADMIN_EMAIL: member.email, ADMIN_PASSWORD: 'operator-pass-1' });
    expect(await userByEmail(member.email)).toMatchObject({ role: 'user', username: member.username });
    // Not promoted, and the operator's password did not replace the member's.
    expect((await calls.signIn(member.email, 'operator-pass-1')).statusCode).toBe(401);

    const { log, lines } = recordingLog();
    const outcome = await ensureBootstrapAdmin(t.app.deps.auth, t.app.deps.db, t.config, log);
    expect(outcome).toEqual({ kind: 'left-as-is', reason: 'not-admin' });
    expect(lines).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(
          /^ADMIN_EMAIL belongs to an account that is not an administrator; it was left as it is/,
        ),
      },
    ]);
  });

  it('leaves a banned member banned, and a banned administrator banned', async () => {
    const banned = await createUser(t.app, { banned: true });
    const bannedAdmin = await createUser(t.app, { banned: true, role: 'admin' });
    for (const account of [banned, bannedAdmin]) {
      await t.restart({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: 'operator-pass-1' });
      const row = await userByEmail(account.email);
      expect(row?.role).toBe(account.role);
      expect(Boolean(row?.banned)).toBe(true);

      const { log, lines } = recordingLog();
      expect(await ensureBootstrapAdmin(t.app.deps.auth, t.app.deps.db, t.config, log)).toEqual({
        kind: 'left-as-is',
        reason: 'banned',
      });
      expect(lines).toEqual([
        { level: 'warn', message: expect.stringContaining('ADMIN_EMAIL belongs to a banned account') },
      ]);
    }
  });
});

describe('ADMIN_USERNAME taken up to its length limit', () => {
  it('shortens the name to fit the suffix', async () => {
    const long = 'a'.repeat(50);
    await createUser(t.app, { username: long });
    await t.restart({ ADMIN_EMAIL: 'long@paddock.test', ADMIN_USERNAME: long, ADMIN_PASSWORD: 'long-admin-pass' });
    expect(await userByEmail('long@paddock.test')).toMatchObject({ username: `${'a'.repeat(48)}-2`, role: 'admin' });
  });
});

describe('settings the bootstrap administrator cannot have', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = { NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) };
  it.each([
    ['a too short ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    ['a too long ADMIN_PASSWORD', { ADMIN_PASSWORD: 'x'.repeat(129) }, 'ADMIN_PASSWORD can be at most 128 characters'],
    ['an ADMIN_USERNAME with a space', { ADMIN_USERNAME: 'site admin' }, 'ADMIN_USERNAME may use letters'],
    ['an ADMIN_USERNAME with a bidi override', { ADMIN_USERNAME: 'ad\u202Emin' }, 'ADMIN_USERNAME may use letters'],
    ['a too long ADMIN_USERNAME', { ADMIN_USERNAME: 'a'.repeat(51) }, 'ADMIN_USERNAME can be at most 50 characters'],
    [
      'a reserved ADMIN_USERNAME',
      { ADMIN_USERNAME: 'deleted-user-7' },
      'ADMIN_USERNAME cannot start with "deleted-user"',
    ],
    ['an ADMIN_EMAIL that is no address', { ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL must be an e-mail address'],
  ])('stops with a message naming the variable for %s', (_, env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
