/**
 * Issue 36: how long `nearestFingerprints` takes at 100,000 and 1,000,000 fingerprints, on a
 * scratch SQLite file or PostgreSQL schema holding only what the lookup reads (migration 0030's
 * own table and indexes, and bare `livery` rows for the uploader join). Not part of `npm run bench`:
 *   npx tsx bench/originality/lookup.ts sqlite 1000000
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/originality/lookup.ts postgres 1000000
 * Figures go in bench/notes/originality.md.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/database';
import { up } from '../../apps/server/src/db/migrations/0030-livery-fingerprints';
import type { Database } from '../../apps/server/src/db/schema';
import { hashBands } from '../../apps/server/src/modules/originality/fingerprint';
import { fingerprintLookup } from '../../apps/server/src/modules/originality/fingerprint-index';
import { createFingerprintsRepository } from '../../apps/server/src/modules/originality/fingerprints.repository';
import { seededRandom } from '../../apps/server/src/modules/originality/test-set/designs';

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const count = Number(process.argv[3] ?? 100_000);
const LIVERIES = 1000;
const CLUSTERS = 2000;
const SCHEMA = 'bench_originality';
const rand = seededRandom(36);
const word = () => BigInt(Math.floor(rand() * 0x10000));
const randomHash = () => (word() << 48n) | (word() << 32n) | (word() << 16n) | word();
const hex = (h: bigint) => h.toString(16).padStart(16, '0');
const flipSome = (h: bigint, bits: number) => {
  let out = h;
  for (let i = 0; i < bits; i += 1) out ^= 1n << BigInt(Math.floor(rand() * 64));
  return out;
};

async function open(): Promise<Kysely<Database>> {
  if (kind === 'sqlite') {
    const file = `/tmp/bench-originality-${count}.sqlite`;
    const raw = new BetterSqlite3(file);
    raw.exec(
      'DROP TABLE IF EXISTS livery_fingerprint; DROP TABLE IF EXISTS livery_version; DROP TABLE IF EXISTS livery;',
    );
    raw.pragma('journal_mode = WAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  }
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${SCHEMA}` });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function fill(db: Kysely<Database>) {
  if (kind === 'sqlite') await sql`BEGIN`.execute(db);
  await sql`CREATE TABLE livery (id integer PRIMARY KEY, uploader_id integer)`.execute(db);
  await sql`CREATE TABLE livery_version (id integer PRIMARY KEY)`.execute(db);
  await up(db as unknown as Kysely<unknown>, kind);
  const liveries = Array.from({ length: LIVERIES }, (_, i) => ({ id: i + 1, uploader_id: (i % 100) + 1 }));
  await db
    .insertInto('livery')
    .values(liveries as never)
    .execute();
  const centres = Array.from({ length: CLUSTERS }, randomHash);
  const BATCH = kind === 'sqlite' ? 1000 : 2000;
  for (let start = 0; start < count; start += BATCH) {
    const versions: { id: number }[] = [];
    const rows = [];
    for (let id = start + 1; id <= Math.min(count, start + BATCH); id += 1) {
      // A fifth of them near one of the cluster centres (templates, re-uploads), the rest random.
      const hash =
        rand() < 0.2
          ? flipSome(centres[Math.floor(rand() * CLUSTERS)] as bigint, Math.floor(rand() * 9))
          : randomHash();
      const [band_0, band_1, band_2, band_3] = hashBands(hex(hash));
      versions.push({ id });
      rows.push({
        livery_version_id: id,
        livery_id: (id % LIVERIES) + 1,
        texture_hash: hex(hash),
        band_0,
        band_1,
        band_2,
        band_3,
        colour: '000000000000',
      });
    }
    await db
      .insertInto('livery_version')
      .values(versions as never)
      .execute();
    await db.insertInto('livery_fingerprint').values(rows).execute();
  }
  if (kind === 'sqlite') await sql`COMMIT`.execute(db);
  await sql`ANALYZE`.execute(db);
  return centres;
}

const db = await open();
const loadStart = performance.now();
const centres = await fill(db);
console.log(`${kind}: ${count} fingerprints loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);
const sqlLookup = createFingerprintsRepository(db);
const memoryLookup = fingerprintLookup({ kysely: db } as Db);
const fillStart = performance.now();
await memoryLookup.nearestFingerprints(hex(0n), 0, null);
console.log(
  `in-memory index filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
);
for (const [path, repo] of [
  ['memory', memoryLookup],
  ['sql', sqlLookup],
] as const)
  for (const distance of [7, 11])
    for (const [label, query] of [
      ['random query', () => hex(randomHash())],
      ['near a cluster', () => hex(flipSome(centres[Math.floor(rand() * CLUSTERS)] as bigint, 2))],
    ] as const) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < 20; i += 1) await repo.nearestFingerprints(query(), distance, 1); // warm-up
      for (let i = 0; i < 200; i += 1) {
        const t0 = performance.now();
        found += (await repo.nearestFingerprints(query(), distance, 1)).length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => (times[Math.floor(q * (times.length - 1))] as number).toFixed(2);
      console.log(
        `${path}, d ≤ ${distance}, ${label}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms, ${(found / 200).toFixed(1)} matches on average`,
      );
    }
await db.destroy();
