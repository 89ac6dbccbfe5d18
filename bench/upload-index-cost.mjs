// What the work beside an upload adds to its time. Two servers on the same bench data take the same
// real uploads in alternating rounds, one at a time; the table gives each arm's p50 / p99 / mean.
// - MODE=search (default), issue 38 point 9: one server as migrated, one with the search triggers
//   dropped (a copy of the SQLite file, or a PostgreSQL database made from the bench's as a template).
// - MODE=fingerprints, issue 36 point 2: one server fingerprinting each upload in its background
//   job (and looking up near copies), one with the job paused, on copies of the same data.
//
//   BENCH_DIR=/tmp/bench-q [MODE=fingerprints] node bench/upload-index-cost.mjs sqlite|postgres [uploads per arm, 60]
//
// It reuses the data `npm run bench` left in BENCH_DIR (run that first; the build must exist).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import yazl from 'yazl';
import { BENCH_DIR } from './data/dataset.mjs';
import { ADMIN, signIn, startServer } from './lib/server-process.mjs';

const kind = process.argv[2] ?? 'sqlite';
const MODE = process.env.MODE === 'fingerprints' ? 'fingerprints' : 'search';
const perArm = Number(process.argv[3] ?? 60);
const ROUND = 10;
const BASE = Number(process.env.BENCH_PORT_BASE || 4200) + 40;
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/paddock_bench';
const WORDS = ['Gulf', 'Martini', 'Rothmans', 'Castrol', 'Sunset', 'Heritage', 'Neon', 'Falken', 'Apex', 'Vortex'];

/** A 2048² livery as players upload them: a painted texture (gradients and bands, so it deflates). */
async function liveryZip() {
  const side = 2048;
  const tga = (fill) => {
    const header = Buffer.alloc(18);
    header[2] = 2;
    header.writeUInt16LE(side, 12);
    header.writeUInt16LE(side, 14);
    header[16] = 24;
    header[17] = 0x20;
    const pixels = Buffer.alloc(side * side * 3);
    fill(pixels);
    return Buffer.concat([header, pixels]);
  };
  const painted = tga((p) => {
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++) {
        const i = (y * side + x) * 3;
        p[i] = (x >> 3) & 0xff;
        p[i + 1] = ((y >> 4) * 37) & 0xff;
        p[i + 2] = ((x + y) >> 5) & 0xff;
      }
  });
  const zip = new yazl.ZipFile();
  zip.addBuffer(painted, 'customskin.tga', { compress: true });
  zip.addBuffer(
    tga((p) => p.fill(0)),
    'customskin_region.tga',
    { compress: true },
  );
  zip.end();
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function uploadForm(zip, screenshot, n) {
  const form = new FormData();
  form.append('Title', `${WORDS[n % WORDS.length]} ${WORDS[(n * 7 + 3) % WORDS.length]} tribute #${n}`);
  form.append('CarClassName', 'Hypercar');
  form.append('CarModelName', 'Porsche 963');
  form.append('Description', `Index cost probe ${n}: endurance colours, sponsor decals and numbers.`);
  form.append('TagIds', '1');
  form.append('RegionConfigurations[0].RegionName', 'Black');
  form.append('RegionConfigurations[0].Material', 'MetallicPaint');
  form.append('RegionConfigurations[0].MetallicPaint_Style', 'Shiny');
  form.append('RegionConfigurations[0].MetallicPaint_FlakeColorRGB', '20,40,200');
  form.append('RegionConfigurations[0].MetallicPaint_FlakeStrength', 'Soft');
  form.append('LiveryFile', new Blob([zip], { type: 'application/zip' }), `probe-${n}.zip`);
  form.append('Screenshots', new Blob([screenshot], { type: 'image/png' }), 'shot.png');
  return form;
}

/** A copy of the bench data for the second server, with the triggers whose name holds `dropping` dropped. */
async function copyOfData(dataDir, dropping) {
  const suffix = dropping ? `no-${dropping}-triggers` : 'copy';
  const like = `%${dropping ?? 'no trigger is named like this'}%`;
  if (kind === 'sqlite') {
    const copy = `${dataDir}-${suffix}`;
    rmSync(copy, { recursive: true, force: true });
    cpSync(dataDir, copy, { recursive: true });
    const db = new BetterSqlite3(path.join(copy, 'paddock.db'));
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ?").all(like);
    for (const { name } of names) db.exec(`DROP TRIGGER "${name}"`);
    db.close();
    return { dataDir: copy, dropped: names.length };
  }
  const source = new URL(PG_URL);
  const name = `${decodeURIComponent(source.pathname.slice(1))}_${suffix.replaceAll('-', '_')}`;
  const admin = new URL(PG_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${source.pathname.slice(1)}`);
  await client.end();
  const target = new URL(PG_URL);
  target.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: target.toString() });
  await db.connect();
  const { rows } = await db.query(
    `SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND t.tgname LIKE $1`,
    [like],
  );
  for (const r of rows) await db.query(`DROP TRIGGER "${r.tgname}" ON "${r.relname}"`);
  await db.end();
  return { dataDir: `${dataDir}-${suffix}-files`, databaseUrl: target.toString(), dropped: rows.length };
}

const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `p50 ${at(0.5).toFixed(0)} · p99 ${at(0.99).toFixed(0)} · mean ${mean.toFixed(0)} ms (${s.length} uploads)`;
};

const dataDir = path.join(BENCH_DIR, `data-${kind}`);
if (!existsSync(path.join(dataDir, 'bench-dataset.json')))
  throw new Error(`No bench data in ${dataDir}: run npm run bench first`);
const info = JSON.parse(readFileSync(path.join(dataDir, 'bench-dataset.json'), 'utf8'));
const second = await copyOfData(dataDir, MODE === 'search' ? 'search' : undefined);
const arms = [
  {
    name: MODE === 'search' ? 'with search index maintenance' : 'fingerprint job running',
    server: await startServer({ port: BASE, dataDir, databaseUrl: kind === 'postgres' ? PG_URL : undefined }),
    fingerprinting: MODE === 'fingerprints',
    ms: [],
  },
  {
    name: MODE === 'search' ? `search triggers dropped (${second.dropped})` : 'fingerprint job paused',
    server: await startServer({ port: BASE + 1, dataDir: second.dataDir, databaseUrl: second.databaseUrl }),
    fingerprinting: false,
    ms: [],
  },
];
const zip = await liveryZip();
const screenshot = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#c03010' } })
  .png()
  .toBuffer();
try {
  for (const arm of arms) {
    arm.headers = { cookie: await signIn(arm.server.url, ADMIN), origin: arm.server.url };
    // The fingerprint job decodes each new upload beside the next one: paused unless measured.
    const paused = await fetch(`${arm.server.url}/api/admin/fingerprints`, {
      method: 'PUT',
      headers: { ...arm.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ paused: !arm.fingerprinting }),
    });
    if (!paused.ok) throw new Error(`setting the fingerprint job: ${paused.status}`);
  }
  let n = 0;
  for (let round = 0; round < perArm / ROUND + 1; round++) {
    for (const arm of round % 2 ? [...arms].reverse() : arms) {
      for (let i = 0; i < ROUND; i++) {
        const form = uploadForm(zip, screenshot, n++);
        const start = performance.now();
        const res = await fetch(`${arm.server.url}/api/liveries`, { method: 'POST', headers: arm.headers, body: form });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
        // The first round warms both servers (caches, JIT) and is not counted.
        if (round > 0) arm.ms.push(performance.now() - start);
      }
      // The job's work on this round's uploads belongs to this arm, not to the other's round.
      if (arm.fingerprinting) await new Promise((resolve) => setTimeout(resolve, 8000));
    }
  }
  console.log(
    `${kind}, ${info.liveries.toLocaleString('en')} liveries, ${(zip.length / 1e6).toFixed(1)} MB zip (2048² textures), one upload at a time:`,
  );
  for (const arm of arms) console.log(`- ${arm.name}: ${stats(arm.ms)}`);
} finally {
  for (const arm of arms) await arm.server.stop();
}
