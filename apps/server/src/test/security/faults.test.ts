import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newObjectKey } from '../../storage/storage';
import { createUser, insertLiveryRow, type TestUser } from '../factories';
import { postUpload, uploadForm } from '../livery-factory';
import { testDatabaseKind, useTestApp } from '../test-app';
import { json, referencedKeys, stateCounts, storedKeys } from './security-world';

const t = useTestApp();
let member: TestUser;
let livery: number;

beforeAll(async () => {
  member = await createUser(t.app);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  livery = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
});

/** Every stored object is referenced by a row, and no temporary file is left. */
async function expectNoOrphans(app: App) {
  const referenced = new Set(await referencedKeys(app));
  expect((await storedKeys(app)).filter((key) => !referenced.has(key))).toEqual([]);
  expect(await readdir(app.deps.tempFiles.dir)).toEqual([]);
}

/** Replaces `storage.put` for one upload: the real put runs `okPuts` times, then `error` is thrown. */
async function uploadWithFailingStorage(okPuts: number, error: Error) {
  const storage = t.app.deps.storage;
  const realPut = storage.put;
  let calls = 0;
  storage.put = async (...args) => {
    calls += 1;
    if (calls > okPuts) throw error;
    return realPut.apply(storage, args);
  };
  try {
    return await postUpload(t.app, member);
  } finally {
    storage.put = realPut;
  }
}

describe('faults leave no orphan rows or files', () => {
  it('database unreachable: 503 with a message, then recovery without a restart', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (testDatabaseKind() === 'postgres' && url) {
      // Every idle connection of this app's pool (and only this app's: other test files share the
      // database) is killed under it; the pool must reconnect by itself.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`paddock ${t.app.deps.db.schema}`],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      await admin.end();
      // A dead connection the pool has not yet noticed fails its one request with a 503, then is dropped.
      let res = await t.app.inject({ method: 'GET', url: '/api/carclasses' });
      for (let tries = 0; res.statusCode === 503 && tries < 10; tries += 1) {
        expect(json(res)).toMatchObject({ message: expect.any(String) });
        res = await t.app.inject({ method: 'GET', url: '/api/carclasses' });
      }
      expect(res.statusCode).toBe(200);
    } else {
      // Another process holds the SQLite file's write lock past the busy timeout.
      const other = new BetterSqlite3(path.join(t.config.dataDir, 'paddock.db'));
      other.exec('BEGIN EXCLUSIVE');
      try {
        const url = `/api/liveries/${livery}/favorite`;
        const res = await t.app.inject({ method: 'POST', url, headers: member.headers });
        expect(res.statusCode).toBe(503);
        expect(json(res)).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/carclasses' })).statusCode).toBe(200);
  }, 30_000);

  it('20 parallel writers on one livery all succeed and counters equal rows', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const results = await Promise.all(
      users.flatMap((u) => [
        t.app.inject({ method: 'POST', url: `/api/liveries/${livery}/favorite`, headers: u.headers }),
        t.app.inject({ method: 'POST', url: `/api/liveries/${livery}/download`, headers: u.headers }),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const db = t.app.deps.db.kysely;
    const row = await db
      .selectFrom('livery')
      .select(['favorite_count', 'download_count'])
      .where('id', '=', livery)
      .executeTakeFirstOrThrow();
    const favs = await db
      .selectFrom('favorite')
      .select(sql<number>`count(*)`.as('n'))
      .where('livery_id', '=', livery)
      .executeTakeFirstOrThrow();
    const downloads = await db
      .selectFrom('download')
      .select(sql<number>`count(*)`.as('n'))
      .where('livery_id', '=', livery)
      .executeTakeFirstOrThrow();
    expect([Number(row.favorite_count), Number(row.download_count)]).toEqual([20, 20]);
    expect([Number(favs.n), Number(downloads.n)]).toEqual([20, 20]);
  });

  it('storage failing mid-write: the files already stored are removed, no rows', async () => {
    const before = await stateCounts(t.app);
    const res = await uploadWithFailingStorage(2, new Error('connection reset by the storage backend'));
    expect(res.statusCode).toBe(500);
    expect(json(res)).toMatchObject({ code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(res.body).not.toContain('storage backend');
    expect(await stateCounts(t.app)).toEqual(before);
    await expectNoOrphans(t.app);
  });

  it('disk full (ENOSPC) while storing: a clear 507, nothing half-written', async () => {
    const before = await stateCounts(t.app);
    const res = await uploadWithFailingStorage(
      1,
      Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    );
    expect(res.statusCode).toBe(507);
    expect(json(res)).toMatchObject({ code: 'INSUFFICIENT_STORAGE', message: expect.any(String) });
    expect(await stateCounts(t.app)).toEqual(before);
    await expectNoOrphans(t.app);
  });
});

describe('faults on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    t.app.server.closeAllConnections();
  });

  it('a client aborting an upload halfway leaves no temporary file, row or object', async () => {
    const before = await stateCounts(t.app);
    const body = Buffer.from(await new Response(await uploadForm()).arrayBuffer());
    const type = new Response(await uploadForm()).headers.get('content-type') ?? '';
    const boundary = type.split('boundary=')[1];
    const head = [
      `POST /api/liveries HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      `authorization: ${member.headers.authorization}`,
      `content-type: multipart/form-data; boundary=${boundary}`,
      `content-length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head);
        socket.write(body.subarray(0, Math.floor(body.length * 0.7)), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await expect.poll(() => readdir(t.app.deps.tempFiles.dir), { timeout: 10_000 }).toEqual([]);
    expect(await stateCounts(t.app)).toEqual(before);
  });

  it('slow-loris clients holding 30 connections do not stop others being served', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 30 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => {
              s.write('GET /api/health HTTP/1.1\r\nhost: x\r\nx-slow: ');
              resolve(s);
            });
            s.on('error', () => {});
          }),
      ),
    );
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/liveries/latest`);
      expect(res.status).toBe(200);
      // Unfinished headers are cut off by the server's own timeout, never held forever.
      expect(t.app.server.headersTimeout).toBeGreaterThan(0);
      expect(t.app.server.requestTimeout).toBeGreaterThan(0);
    } finally {
      for (const s of sockets) s.destroy();
    }
  });
});

describe('a crash that left files behind', () => {
  it('is swept at the next start: half-written parts and objects no row references', async () => {
    const { dataDir } = t.config;
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const partialDir = path.join(dataDir, 'uploads', '.partial');
    const orphanKey = newObjectKey('liveries', 'zip');
    const orphanFile = path.join(dataDir, 'uploads', orphanKey);
    mkdirSync(path.dirname(orphanFile), { recursive: true });
    mkdirSync(partialDir, { recursive: true });
    // What a server killed mid-upload leaves: a streamed part, a partial object, a published object.
    for (const file of [
      path.join(t.app.deps.tempFiles.dir, 'killed.zip'),
      path.join(partialDir, 'killed'),
      orphanFile,
    ]) {
      writeFileSync(file, 'PK');
      utimesSync(file, old, old);
    }
    const app = await t.restart();
    await expect.poll(async () => (await storedKeys(app)).includes(orphanKey), { timeout: 10_000 }).toBe(false);
    expect(await readdir(app.deps.tempFiles.dir)).toEqual([]);
    expect(await readdir(partialDir)).toEqual([]);
  });
});
