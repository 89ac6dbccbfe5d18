import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';

export type TestDatabase = 'sqlite' | 'postgres';

/** Which database this test run uses: the vitest project sets TEST_DB (sqlite by default). */
export function testDatabaseKind(): TestDatabase {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestContext {
  app: App;
  config: Config;
  /**
   * Stops this app and starts a new one on the same data, as a second `npm start` would; with
   * `changedEnv`, after changing those settings (say a new ADMIN_EMAIL).
   */
  restart(changedEnv?: Record<string, string>): Promise<App>;
  close(): Promise<void>;
}

/**
 * A fresh application on a fresh database: a new SQLite file, or a new PostgreSQL schema on
 * TEST_DATABASE_URL, plus its own data folder. Nothing is shared between test files.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-test-'));
  let dropSchema: (() => Promise<void>) | undefined;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'admin@paddock.test',
    ADMIN_PASSWORD: 'bootstrap-admin-pass',
    PUBLIC_URL: 'http://localhost:3000',
    // Never the real apps/web/dist: tests must behave the same before and after `npm run build`.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...overrides,
  };
  let config = loadConfig(env);
  let database = config.database;

  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = await createTestSchema(url);
    database = { kind: 'postgres', url, searchPath: schema };
    config = { ...config, database };
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // Two apps of one test file dropping their schemas at once can deadlock on the objects
        // both depend on (pg_trgm's operator class): PostgreSQL aborts one, which may simply retry.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
          }
        }
      } finally {
        await client.end();
      }
    };
  }

  const ctx: TestContext = {
    app: await buildApp(config, options),
    config,
    async restart(changedEnv) {
      await ctx.app.close();
      if (changedEnv) {
        Object.assign(env, changedEnv);
        config = { ...loadConfig(env), database };
        ctx.config = config;
      }
      ctx.app = await buildApp(config, options);
      return ctx.app;
    },
    async close() {
      await ctx.app.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await ctx.app.ready();
  return ctx;
}

let sharedExtensions: Promise<void> | undefined;

/**
 * pg_trgm and unaccent are database-wide and lives in the schema it was created in: created by the first test
 * app's migration it would live in that app's schema, and dropping that schema at the end of its
 * file would drop the extension and every trigram index of every other test app, deadlocking
 * with their queries. It is put in `public` once, before any test schema exists.
 */
function ensureSharedExtensions(url: string): Promise<void> {
  sharedExtensions ??= (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const extension of ['pg_trgm', 'unaccent']) {
        const { rows } = await client.query<{ schema: string }>(
          `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
           WHERE e.extname = $1`,
          [extension],
        );
        const schema = rows[0]?.schema;
        if (!schema) await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension} SCHEMA public`);
        else if (schema !== 'public') await client.query(`ALTER EXTENSION ${extension} SET SCHEMA public`);
      }
    } catch (error) {
      // Another test process did the same at the same moment.
      if (!['23505', '42710'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await client.end();
    }
  })();
  return sharedExtensions;
}

/** A new, empty PostgreSQL schema on `url` for one test app (dropped by its owner). */
export async function createTestSchema(url: string): Promise<string> {
  await ensureSharedExtensions(url);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return schema;
}

/** Registers a fresh app for the surrounding test file and returns accessors to it. */
export function useTestApp(overrides: Record<string, string> = {}, options: BuildOptions = {}) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(overrides, options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return {
    get app(): App {
      if (!ctx) throw new Error('test app not ready');
      return ctx.app;
    },
    get config(): Config {
      if (!ctx) throw new Error('test app not ready');
      return ctx.config;
    },
    restart(changedEnv?: Record<string, string>): Promise<App> {
      if (!ctx) throw new Error('test app not ready');
      return ctx.restart(changedEnv);
    },
  };
}
