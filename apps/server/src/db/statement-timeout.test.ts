import { MESSAGES } from '@paddock/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow } from '../test/factories';
import { testDatabaseKind, useTestApp } from '../test/test-app';

// Issue 20: on PostgreSQL a request's statement runs at most DB_STATEMENT_TIMEOUT_MS, so a slow
// or stuck one cannot outlive its request and keep a pool connection from the crowd behind it.
// Migrations and background jobs have a pool of their own, with no such limit.
const TIMEOUT_MS = 300;
const t = useTestApp({ DB_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) }, { answerCache: false });
let liveryId: number;

beforeAll(async () => {
  const member = await createUser(t.app);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  liveryId = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
});

describe.runIf(testDatabaseKind() === 'postgres')('PostgreSQL statement timeout', () => {
  it('answers 503 with a message when a statement waits past the limit, and serves again once it can', async () => {
    // Another session holds the livery table: the page's statement waits for it until cancelled.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`LOCK TABLE ${t.app.deps.db.schema}.livery IN ACCESS EXCLUSIVE MODE`);
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, code: 'DATABASE_BUSY', message: MESSAGES.common.databaseBusy });
      expect(res.headers['retry-after']).toBe('5');
      // Cancelled by the database, not left waiting for the lock.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
    const again = await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: liveryId });
  }, 20_000);

  it('leaves migrations and background jobs without the limit, on a pool of their own', async () => {
    const { db, backgroundDb } = t.app.deps;
    expect(backgroundDb).not.toBe(db);
    const setting = async (kysely: typeof db.kysely) =>
      (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(kysely)).rows[0]?.statement_timeout;
    expect(await setting(db.kysely)).toBe(`${TIMEOUT_MS}ms`);
    expect(await setting(backgroundDb.kysely)).toBe('0');
    // A job's statement longer than the requests' limit runs to its end.
    await expect(sql`select pg_sleep(${(TIMEOUT_MS * 2) / 1000})`.execute(backgroundDb.kysely)).resolves.toBeDefined();
  });
});

describe.runIf(testDatabaseKind() === 'sqlite')('SQLite background connection', () => {
  it('shares the one connection, and closing the background handle leaves it open', async () => {
    const { db, backgroundDb } = t.app.deps;
    expect(backgroundDb.kysely).toBe(db.kysely);
    await backgroundDb.close();
    expect((await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}` })).statusCode).toBe(200);
  });
});
