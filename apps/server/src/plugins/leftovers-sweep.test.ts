import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withJobLock } from '../db/advisory-locks';
import { newObjectKey } from '../storage/storage';
import { storedKeys } from '../test/security/security-world';
import { testDatabaseKind, useTestApp } from '../test/test-app';

// Issue 33: what a crash left (a streamed part, an object no row references) was removed only by
// a later start-up, so an instance running for weeks never cleaned up after a crashed neighbour.
// The sweep now runs every SWEEP_INTERVAL_MS while serving, on one instance at a time.
const t = useTestApp({ SWEEP_INTERVAL_MS: '200' });

describe('leftovers of a crash, while the server keeps serving', () => {
  it('are swept within one interval, with no restart', async () => {
    const { dataDir } = t.config;
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const orphanKey = newObjectKey('liveries', 'zip');
    const orphanFile = path.join(dataDir, 'uploads', orphanKey);
    const partFile = path.join(t.app.deps.tempFiles.dir, 'crashed-neighbour.zip');
    const freshKey = newObjectKey('liveries', 'zip');
    const freshFile = path.join(dataDir, 'uploads', freshKey);
    mkdirSync(path.dirname(orphanFile), { recursive: true });
    for (const file of [orphanFile, partFile]) {
      writeFileSync(file, 'PK');
      utimesSync(file, old, old);
    }
    // An upload still in flight on some instance: young, so it is spared.
    writeFileSync(freshFile, 'PK');

    await expect.poll(async () => (await storedKeys(t.app)).includes(orphanKey), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => readdir(t.app.deps.tempFiles.dir), { timeout: 10_000 }).toEqual([]);
    expect(await storedKeys(t.app)).toContain(freshKey);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('the shared bucket sweep with several instances', () => {
  it('runs on one instance at a time: another one skips its round meanwhile', async () => {
    const { db } = t.app.deps;
    let inner: boolean | undefined;
    const outer = await withJobLock(db, 'test sweep', async () => {
      inner = await withJobLock(db, 'test sweep', async () => {});
    });
    expect(outer).toBe(true);
    expect(inner).toBe(false);
    // Released afterwards: the next round runs.
    expect(await withJobLock(db, 'test sweep', async () => {})).toBe(true);
  });
});
