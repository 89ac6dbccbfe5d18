// Times the repository's browse() for issue 20's uncached mix, query by query, without HTTP: the
// database cost of each kind of request (filter × sort, search term, page), so an index or query
// change can be compared A/B on a shared, noisy machine. Run on bench data:
//   BENCH_DIR=/tmp/bench node --import tsx bench/mix-timing.mjs [sqlite|postgres] [requests per mix]
// SQLite is timed in CPU time, PostgreSQL in wall time. Totals and page marks are warmed first (a crowd's cache holds them), as the HTTP mix's warm-up does.
// STATEMENTS=1 also lists the statements that took the most time in all, cold and warm passes
// together, by their SQL: where a mix's time goes, statement by statement.
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { BrowseQuerySchema } from '../packages/contract/src/index.ts';
import { BENCH_DIR } from './data/dataset.mjs';
import { TITLE_WORDS, typo } from './data/distributions.mjs';

const kind = process.argv[2] ?? 'sqlite';
const perMix = Number(process.argv[3] ?? 400);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/paddock_bench';
const dialect =
  kind === 'sqlite'
    ? new SqliteDialect({ database: new BetterSqlite3(path.join(BENCH_DIR, 'data-sqlite/paddock.db')) })
    : new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) });
// EXPLAIN='{"search":"shell"}' prints each statement of that one browse with its time and plan.
const explain = process.env.EXPLAIN;
const logged = [];
/** SQL (whitespace folded) -> [runs, total ms, slowest ms], when STATEMENTS is set. */
const statements = new Map();
const db = new Kysely({
  dialect,
  log: (e) => {
    if (explain) logged.push(e);
    if (!process.env.STATEMENTS || e.level !== 'query') return;
    const key = e.query.sql.replace(/\s+/g, ' ');
    const [runs, total, slowest] = statements.get(key) ?? [0, 0, 0];
    statements.set(key, [runs + 1, total + e.queryDurationMillis, Math.max(slowest, e.queryDurationMillis)]);
  },
});
// REPOSITORY=<file in the repository folder> times another version of it (an A/B of one change).
const { createLiveriesRepository } = await import(
  `../apps/server/src/modules/liveries/repository/${process.env.REPOSITORY ?? 'liveries.repository.ts'}`
);
const repo = createLiveriesRepository(db);

const ids = async (table) => (await db.selectFrom(table).select('id').execute()).map((r) => String(r.id));
const [classes, models, tags] = [await ids('car_class'), await ids('car_model'), await ids('tag')];
const total = Number(
  (
    await db
      .selectFrom('livery')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst()
  ).n,
);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const page = (last) => Math.min(last, 1 + Math.floor(Math.random() ** 3 * last));
const SORTS = ['uploadDate', 'downloadCount', 'favoriteCount', 'title', 'author'];
const FILTERS = {
  none: () => ({}),
  class: () => ({ carClassId: pick(classes) }),
  model: () => ({ carModelId: pick(models) }),
  tag: () => ({ tagId: pick(tags) }),
  'class+tag': () => ({ carClassId: pick(classes), tagId: pick(tags) }),
};
const sort = () => ({ sortBy: pick(SORTS), descending: String(Math.random() < 0.7) });
const words = TITLE_WORDS.map((w) => w.toLowerCase());
const names = async (table) => (await db.selectFrom(table).select('name').execute()).map((r) => String(r.name));
const queryWords = [
  ...TITLE_WORDS,
  ...(await names('car_model')).flatMap((m) => m.split(/[\s.-]+/)),
  ...(await names('tag')).flatMap((t) => t.split(/[\s-]+/)),
]
  .filter((w) => w.length >= 2)
  .map((w) => w.toLowerCase());
const MIXES = {
  'browse page': () => [{ pageNumber: String(page(Math.ceil(total / 12))) }, 'all'],
  'filter + sort + page': () => {
    const f = pick(Object.keys(FILTERS));
    const s = sort();
    return [{ ...FILTERS[f](), ...s, pageNumber: String(page(20)) }, `${f} · ${s.sortBy}`];
  },
  'search words': () => {
    const s = sort();
    return [{ search: pick(words), ...s, pageNumber: String(page(5)) }, s.sortBy];
  },
  // The HTTP bench's issue 38 mix (bench/api/scenarios.mjs): 1–3 words from titles, models and
  // tags, one query in five with a typo, best match half the time.
  'typo mix': () => {
    const picked = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(queryWords));
    if (Math.random() < 0.2) picked[picked.length - 1] = typo(picked[picked.length - 1]);
    const s = Math.random() < 0.5 ? {} : sort();
    return [
      { search: picked.join(' '), ...s, pageNumber: String(page(5)) },
      `${picked.length} words · ${s.sortBy ?? 'relevance'}`,
    ];
  },
  'header prefixes': () => {
    const w = pick(words.filter((x) => x.length >= 4));
    return [{ search: w.slice(0, 3 + Math.floor(Math.random() * Math.min(3, w.length - 2))), pageSize: '5' }, 'all'];
  },
};

if (explain) {
  // COLD=1: the first answer's statements (counts, marks, a term's kept pages), not the second's.
  if (!process.env.COLD) await repo.browse(BrowseQuerySchema.parse(JSON.parse(explain)));
  logged.length = 0;
  await repo.browse(BrowseQuerySchema.parse(JSON.parse(explain)));
  for (const e of [...logged]) {
    const q = e.query;
    const plan = await db.executeQuery({
      sql: kind === 'sqlite' ? `EXPLAIN QUERY PLAN ${q.sql}` : `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.sql}`,
      parameters: q.parameters,
      query: { kind: 'RawNode' },
    });
    console.log(
      `-- ${e.queryDurationMillis.toFixed(2)} ms\n${q.sql.replace(/\s+/g, ' ')}\n${JSON.stringify(q.parameters)}`,
    );
    for (const r of plan.rows)
      console.log(`   ${kind === 'sqlite' ? `${r.parent ? '  ' : ''}${r.detail}` : r['QUERY PLAN']}`);
  }
  await db.destroy();
  process.exit(0);
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const only = process.env.MIX ? process.env.MIX.split(',') : Object.keys(MIXES);
for (const name of only) {
  const queries = Array.from({ length: perMix }, MIXES[name]);
  // Warm totals and marks, as a crowd's cache holds them; what that first pass costs is each
  // filter's once-per-version work (counts, marks, a term's members), reported beside.
  const cold = [];
  for (const [q] of queries) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await repo.browse(BrowseQuerySchema.parse(q));
    const spent = process.cpuUsage(cpu);
    cold.push(kind === 'sqlite' ? (spent.user + spent.system) / 1000 : performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  const coldSum = cold.reduce((a, b) => a + b, 0);
  const all = [];
  const byGroup = new Map();
  const slowest = [];
  for (const [q, group] of Array.from({ length: perMix }, MIXES[name])) {
    // SQLite runs in this process: its CPU time is the query's cost, whatever else the machine runs.
    // PostgreSQL works in another process: wall time.
    const cpu = process.cpuUsage();
    const started = performance.now();
    await repo.browse(BrowseQuerySchema.parse(q));
    const spent = process.cpuUsage(cpu);
    const ms = kind === 'sqlite' ? (spent.user + spent.system) / 1000 : performance.now() - started;
    all.push(ms);
    byGroup.set(group, [...(byGroup.get(group) ?? []), ms]);
    slowest.push([ms, JSON.stringify(q)]);
  }
  all.sort((a, b) => a - b);
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  console.log(
    `${kind} | ${name} | mean ${mean.toFixed(2)} ms · p50 ${pct(all, 0.5).toFixed(2)} · p99 ${pct(all, 0.99).toFixed(2)} · max ${all.at(-1).toFixed(2)} | first pass (cold) ${(coldSum / 1000).toFixed(2)} s · p99 ${pct(cold, 0.99).toFixed(1)} · max ${cold.at(-1).toFixed(1)} ms`,
  );
  if (process.env.DETAIL) {
    for (const [group, times] of [...byGroup].sort()) {
      times.sort((a, b) => a - b);
      const sum = times.reduce((a, b) => a + b, 0);
      console.log(
        `    ${group.padEnd(28)} n ${String(times.length).padStart(3)} · p50 ${pct(times, 0.5).toFixed(2)} · max ${times.at(-1).toFixed(2)} · ${((100 * sum) / (mean * all.length)).toFixed(0).padStart(2)} % of the time`,
      );
    }
    for (const [ms, q] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 5))
      console.log(`    slow ${ms.toFixed(1)} ms ${q}`);
  }
}
for (const [key, [runs, total, slowest]] of [...statements].sort((a, b) => b[1][1] - a[1][1]).slice(0, 12)) {
  console.log(
    `${total.toFixed(0).padStart(7)} ms in all · ${String(runs).padStart(5)} runs · slowest ${slowest.toFixed(1)} ms · ${key.slice(0, 240)}`,
  );
}
await db.destroy();
