import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestSchema, testDatabaseKind } from '../test/test-app';

// Issue 33: several instances started at once on an empty PostgreSQL database all migrate it.
// Without one lock around every step (better-auth's tables included) one of them died on
// `relation "user" already exists` or a duplicate pg_type row.
const INSTANCES = 4;

describe.runIf(testDatabaseKind() === 'postgres')('instances starting together on an empty database', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const schemas: string[] = [];
  const dataDirs: string[] = [];

  afterAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function freshSchema(): Promise<string> {
    const schema = await createTestSchema(url);
    schemas.push(schema);
    return schema;
  }

  function instanceConfig(schema: string, secret: string) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-migrate-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: secret,
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    return { ...config, database: { kind: 'postgres' as const, url, searchPath: schema } };
  }

  it('all start, and the schema is migrated once', async () => {
    // Three rounds: one lucky interleaving must not let the race pass unseen.
    for (let round = 0; round < 3; round += 1) {
      const schema = await freshSchema();
      const secret = randomBytes(32).toString('hex');
      const started = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () => buildApp(instanceConfig(schema, secret), { answerCache: false })),
      );
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      try {
        expect(failures).toEqual([]);
        expect(apps).toHaveLength(INSTANCES);
        const applied = await apps[0]?.deps.db.kysely
          .selectFrom('kysely_migration' as never)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(applied?.n)).toBeGreaterThan(20);
        // The bootstrap admin runs under the same lock: one admin, not one per instance.
        const admins = await apps[0]?.deps.db.kysely
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow();
        expect(Number(admins?.n)).toBe(1);
        const health = await (apps[1] as App).inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    }
    // Twelve full migrations: about 10 s on a quiet machine, three times that on a busy one.
  }, 120_000);
});
