import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { authCalls, json } from '../test/auth-test-client';
import { createUser, type TestUser } from '../test/factories';
import { screenshot, uploadLivery } from '../test/livery-factory';
import { createTestApp, type TestContext, testDatabaseKind } from '../test/test-app';
import { BackupError, externalBackupSteps } from './backup-plan';
import { notEmptyMessage, restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const folders: string[] = [];
function freshFolder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `paddock-${name}-`));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** What `member` sees of a livery after downloading it, with every file it links to. */
async function liveryAsSeen(ctx: TestContext, id: number, member: TestUser) {
  const app = ctx.app;
  const { fileUrl } = json(
    await app.inject({ method: 'POST', url: `/api/liveries/${id}/download`, headers: member.headers }),
  );
  const zip = await app.inject({ method: 'GET', url: fileUrl });
  expect(zip.statusCode).toBe(200);
  const detail = json(await app.inject({ method: 'GET', url: `/api/liveries/${id}` }));
  const files: Buffer[] = [];
  for (const shot of detail.screenshots as { url: string; thumbnailUrl: string }[]) {
    for (const url of [shot.url, shot.thumbnailUrl]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      files.push(res.rawPayload);
    }
  }
  return { detail, zip: zip.rawPayload, files };
}

describe.runIf(testDatabaseKind() === 'sqlite')('backup and restore (SQLite, local uploads)', () => {
  let live: TestContext;
  let owner: TestUser;
  let fan: TestUser;
  let liveries: { id: number }[];
  let backupDir: string;

  beforeAll(async () => {
    live = await createTestApp();
    owner = await createUser(live.app);
    fan = await createUser(live.app);
    liveries = [
      await uploadLivery(live.app, owner, { screenshots: [await screenshot(1280, 720), await screenshot(1920, 1080)] }),
      await uploadLivery(live.app, owner, { fields: { Title: 'Martini Stripes 499P' } }),
    ];
    const first = `/api/liveries/${liveries[0]?.id}`;
    await live.app.inject({ method: 'POST', url: `${first}/favorite`, headers: fan.headers });
  });
  afterAll(async () => {
    await live?.close();
  });

  it('copies a running site into a fresh data folder where every livery, file, account and counter is back', async () => {
    // Each member downloads each livery once a day: seen again on the restored site, nothing more is counted.
    const before = await Promise.all(liveries.map((l) => liveryAsSeen(live, l.id, fan)));
    // Taken while the live app keeps writing (a sign-in stores a session during the snapshot).
    const [taken] = await Promise.all([
      takeBackup(live.config, freshFolder('backups')),
      authCalls(() => live.app).signIn(owner.email, owner.password),
    ]);
    backupDir = taken.dir;
    expect(taken.manifest).toMatchObject({
      schemaVersion: expect.stringMatching(/^\d{4}-/),
      counts: { liveries: 2, users: 3, objects: expect.any(Number) },
    });
    expect(taken.manifest.counts.objects).toBeGreaterThanOrEqual(5);
    expect(taken.manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    // It holds the database and maybe the auth secret: for the server's user only, like DATA_DIR.
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const file of [...taken.manifest.files.map((f) => f.path), 'manifest.json'])
      expect(statSync(path.join(backupDir, file)).mode & 0o777, file).toBe(0o600);

    const dataDir = freshFolder('restored');
    await restoreBackup(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: live.config.authSecret }), backupDir);
    const restored = await createTestApp({ DATA_DIR: dataDir, AUTH_SECRET: live.config.authSecret });
    try {
      const after = await Promise.all(liveries.map((l) => liveryAsSeen(restored, l.id, fan)));
      for (const [i, seen] of after.entries()) {
        const was = before[i];
        expect(seen.detail).toEqual(was?.detail);
        expect(seen.zip.equals(was?.zip as Buffer)).toBe(true);
        expect(seen.files).toHaveLength(was?.files.length ?? -1);
        seen.files.forEach((file, n) => {
          expect(file.equals(was?.files[n] as Buffer)).toBe(true);
        });
      }
      expect(after.map((a) => [a.detail.favoriteCount, a.detail.downloadCount, a.files.length])).toEqual([
        [1, 1, 4],
        [0, 1, 2],
      ]);
      const signIn = await authCalls(() => restored.app).signIn(fan.email, fan.password);
      expect(signIn.statusCode, signIn.body).toBe(200);
      // The session taken before the backup still signs the member in.
      const me = json(await restored.app.inject({ method: 'GET', url: '/api/users/me', headers: fan.headers }));
      expect(me.id).toBe(fan.id);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a data folder that is not empty, touching nothing, unless forced', async () => {
    const dataDir = freshFolder('occupied');
    writeFileSync(path.join(dataDir, 'paddock.db'), 'someone else’s site');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: live.config.authSecret });
    const refusal = restoreBackup(config, backupDir);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(notEmptyMessage(dataDir, ['paddock.db']));
    expect(readdirSync(dataDir)).toEqual(['paddock.db']);

    await restoreBackup(config, backupDir, { force: true });
    expect(readdirSync(dataDir).sort()).toEqual(['paddock.db', 'uploads']);
  });

  it('refuses, even forced, to restore over the data folder of a running server', async () => {
    const running = restoreBackup(live.config, backupDir, { force: true });
    await expect(running).rejects.toThrow(/A server is using .*paddock\.db: stop it before restoring over it/);
    const res = await live.app.inject({ method: 'GET', url: `/api/liveries/${liveries[0]?.id}` });
    expect(json(res).favoriteCount).toBe(1);
  });

  it('keeps the auth secret generated when AUTH_SECRET is unset (it signs every session)', async () => {
    const site = freshFolder('own-secret');
    const before = loadConfig({ DATA_DIR: site });
    await (await createTestApp({ DATA_DIR: site, AUTH_SECRET: before.authSecret })).close();
    const { dir } = await takeBackup(before, freshFolder('secret-backups'));
    const dataDir = freshFolder('secret-restored');
    await restoreBackup(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'a-stand-in-like-the-cli-uses-0123456789' }), dir);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(before.authSecret);
  });

  it('refuses a backup taken by a newer Paddock, whose schema it does not know', async () => {
    const newer = path.join(freshFolder('newer'), 'copy');
    cpSync(backupDir, newer, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(newer, 'manifest.json'), 'utf8'));
    writeFileSync(
      path.join(newer, 'manifest.json'),
      JSON.stringify({ ...manifest, schemaVersion: '9999-from-the-future' }),
    );
    const dataDir = freshFolder('not-newer');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: live.config.authSecret });
    await expect(restoreBackup(config, newer)).rejects.toThrow(
      /taken by a newer Paddock \(schema 9999-from-the-future; this one knows up to \d{4}-/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a damaged backup before touching the data folder', async () => {
    const damaged = path.join(freshFolder('damaged'), 'copy');
    cpSync(backupDir, damaged, { recursive: true });
    writeFileSync(path.join(damaged, 'paddock.db'), 'not a database');
    const dataDir = freshFolder('untouched');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: live.config.authSecret });
    await expect(restoreBackup(config, damaged)).rejects.toThrow(/damaged: paddock\.db/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('backup of a data folder it cannot copy', () => {
  it('says which file is not a database, writing nothing', async () => {
    const dataDir = freshFolder('not-a-db');
    writeFileSync(path.join(dataDir, 'paddock.db'), 'not a database, just text long enough to be read');
    const backups = freshFolder('nothing');
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32) });
    await expect(takeBackup(config, backups)).rejects.toThrow(/paddock\.db could not be copied: .*Nothing was written/);
    expect(readdirSync(backups)).toEqual([]);
  });
});

describe('backup of PostgreSQL or S3', () => {
  it('refuses to pretend and prints the pg_dump and bucket commands instead', async () => {
    const config = loadConfig({
      DATA_DIR: freshFolder('pg'),
      AUTH_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://paddock@db.example/paddock',
      S3_BUCKET: 'liveries',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    const steps = externalBackupSteps(config) ?? '';
    expect(steps).toContain('pg_dump --format=custom');
    expect(steps).toContain('pg_restore --no-owner');
    expect(steps).toContain('aws s3 sync s3://liveries');
    const backups = freshFolder('none');
    await expect(takeBackup(config, backups)).rejects.toThrow(steps);
    expect(readdirSync(backups)).toEqual([]);
  });
});
