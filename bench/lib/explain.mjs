// Shared by bench/plans.mjs and bench/plans-growth.mjs: a Kysely on the bench's database that
// records the SQL the real repository sends, and the plan (and cost) of one recorded statement.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

/** The connection both plan scripts read: the SQLite file under `dataDir` or the PostgreSQL pool. */
export function openConnection(kind, { dataDir, databaseUrl }) {
  if (kind === 'sqlite') {
    const database = new BetterSqlite3(path.join(dataDir, 'data-sqlite/paddock.db'), { readonly: true });
    return { makeDialect: () => new SqliteDialect({ database }), close: async () => database.close() };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  // PostgresDialect ends its pool on destroy: each Kysely gets a wrapper whose end() does nothing.
  const shared = { connect: () => pool.connect(), end: async () => {} };
  return { makeDialect: () => new PostgresDialect({ pool: shared }), close: () => pool.end() };
}

/** A Kysely with its own totals cache (livery-totals.ts keys it by instance) that logs into `log`. */
export function recordingKysely(connection, log) {
  return new Kysely({ dialect: connection.makeDialect(), log: (e) => e.level === 'query' && log.push(e.query) });
}

const run = (kysely, sql, parameters) => kysely.executeQuery({ sql, parameters, query: { kind: 'RawNode' } });

/**
 * The plan of `q`: SQLite's EXPLAIN QUERY PLAN tree, PostgreSQL's EXPLAIN ANALYZE with actual rows
 * and buffers (pages touched: a measure of work that, unlike time, a noisy machine does not move).
 */
export async function explain(kysely, kind, q) {
  if (kind === 'sqlite') {
    const { rows } = await run(kysely, `EXPLAIN QUERY PLAN ${q.sql}`, q.parameters);
    const depth = new Map([[0, -1]]);
    return rows.map((r) => {
      depth.set(r.id, (depth.get(r.parent) ?? -1) + 1);
      return `${'  '.repeat(depth.get(r.id))}${r.detail}`;
    });
  }
  const { rows } = await run(kysely, `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${q.sql}`, q.parameters);
  return rows.map((r) => r['QUERY PLAN']);
}

/** Pages a PostgreSQL plan touched (its first Buffers line: the top node counts its children's). */
export function pagesOf(plan) {
  const line = plan.find((l) => l.trim().startsWith('Buffers:')) ?? '';
  return [...line.matchAll(/(?:hit|read)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/**
 * Median wall time of `q` in ms over `runs` executions after one warm-up, and its row count; a
 * statement slower than a second is timed once (its warm-up), or 1M-row plans would take hours.
 */
export async function timeQuery(kysely, q, runs) {
  const started = process.hrtime.bigint();
  const { rows } = await run(kysely, q.sql, q.parameters);
  const once = Number(process.hrtime.bigint() - started) / 1e6;
  if (once > 1000) return { ms: once, rows: rows.length };
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await run(kysely, q.sql, q.parameters);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], rows: rows.length };
}
