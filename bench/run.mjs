// `npm run bench`: measures Paddock against docs/DESIGN.md §8 and writes bench/RESULTS.md.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runApiLoad } from './api/load.mjs';
import { scenarios } from './api/scenarios.mjs';
import { runBrowserZip } from './browser/zip-bench.mjs';
import { prepareDataset } from './data/dataset.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { parseOptions } from './lib/options.mjs';
import { markdownTable, writeResults } from './lib/report.mjs';
import { ADMIN, ROOT, SERVER_BUNDLE, signIn, startServer } from './lib/server-process.mjs';
import { runTransfers } from './transfers/transfers.mjs';
import { runLighthouse } from './web/lighthouse.mjs';
import { measureWebSizes } from './web/sizes.mjs';

// BENCH_PORT_BASE moves every port, so two benches on one machine (BENCH_DIR apart) do not collide.
const BASE = Number(process.env.BENCH_PORT_BASE || 4200);
const PORTS = {
  setup: BASE,
  server: BASE + 1,
  ceiling: BASE + 10,
  transfers: BASE + 2,
  browser: BASE + 20,
  chrome: BASE + 30,
};

const started = new Date();
const options = parseOptions(process.argv.slice(2));
const wants = (part) => options.only.includes(part);
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

function ensureBuilt() {
  const web = path.join(ROOT, 'apps/web/dist/index.html');
  if (existsSync(SERVER_BUNDLE) && existsSync(web)) return;
  log('no production build found: running npm run build');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [];
const datasets = [];

// Fail before the long parts, not after them: chrome-launcher's missing-binary error cannot be caught.
if ((wants('lighthouse') || wants('browser')) && !existsSync(CHROMIUM_PATH)) {
  log(
    `${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install chromium) or leave out --only lighthouse,browser`,
  );
  process.exit(1);
}
ensureBuilt();
const needsData = wants('api') || wants('lighthouse');
for (const kind of needsData ? options.databases : []) {
  log(`${kind}: preparing ${fmt(options.liveries)} liveries`);
  const dataset = await prepareDataset(kind, options, PORTS.setup);
  datasets.push({ kind, ...dataset });
  log(
    `${kind}: ${dataset.reused ? 'reused' : `generated in ${dataset.info.seconds.toFixed(1)} s (indexes and statistics ${dataset.info.finishSeconds?.toFixed(1)} s of it)`}`,
  );
  const server = await startServer({ port: PORTS.server, dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl });
  try {
    if (wants('api')) {
      const cookie = await signIn(server.url, ADMIN);
      const list = (await scenarios(server.url, dataset.info)).filter(
        (s) => options.scenarios.length === 0 || options.scenarios.some((part) => s.name.toLowerCase().includes(part)),
      );
      log(`${kind}: API load, ${options.connections} connections, ${options.seconds} s each`);
      const results = await runApiLoad(server, list, cookie, options, PORTS.ceiling);
      for (const r of results) {
        const isCeiling = r.ratio === 1 && !r.budgetP99;
        rows.push({
          part: `api ${kind}`,
          measure: r.name,
          result: `${fmt(r.rps)} req/s · p50 ${r.p50} · p97.5 ${r.p975} · p99 ${r.p99} ms${isCeiling ? '' : ` · ${fmt(r.ratio, 2)}× ceiling`}${r.errors ? ` · ${r.errors} errors` : ''}`,
          budget: isCeiling ? 'ceiling' : `p99 ≤ ${r.budgetP99} ms, ≥ ${r.budgetRatio}×`,
          met: isCeiling ? undefined : r.p99 <= r.budgetP99 && r.ratio >= r.budgetRatio && r.errors === 0,
        });
      }
    }
    if (wants('lighthouse') && kind === options.databases[0]) {
      const runs = options.quick ? 1 : 3;
      log(
        `Lighthouse (mobile) on home, browse and a livery page, ${runs === 1 ? 'one run' : `median of ${runs} runs`} each`,
      );
      for (const r of await runLighthouse(server.url, PORTS.chrome, { runs })) {
        rows.push({
          part: 'lighthouse',
          measure: r.page,
          result: `performance ${r.performance}${r.performanceRuns.length > 1 ? ` (median of ${r.performanceRuns.join(', ')})` : ''} · accessibility ${r.accessibility} · best practices ${r.bestPractices} · SEO ${r.seo} (LCP ${fmt(r.lcp)} ms, TBT ${fmt(r.tbt)} ms)`,
          budget: 'performance ≥ 97',
          met: r.performance >= 97,
        });
      }
    }
  } finally {
    await server.stop();
  }
}

if (wants('transfers')) {
  log('transfers: 20 concurrent 50 MB uploads, then downloads');
  const t = await runTransfers(PORTS.transfers, { quick: options.quick });
  rows.push(
    {
      part: 'transfers',
      measure: `${t.count} × ${fmt(t.megabytes)} MB uploads`,
      result: `${fmt(t.upload.mbps, 1)} MB/s total, ${fmt(t.upload.seconds, 1)} s`,
      budget: '',
    },
    {
      part: 'transfers',
      measure: `${t.count} × ${fmt(t.megabytes)} MB downloads`,
      result: `${fmt(t.download.mbps, 1)} MB/s total, ${fmt(t.download.seconds, 1)} s`,
      budget: '',
    },
    {
      part: 'transfers',
      measure: 'server peak RSS',
      result: `${fmt(t.peakRss)} MB sampled (VmHWM ${fmt(t.hwm)} MB; ${fmt(t.idleRss)} MB before)`,
      budget: '< 250 MB',
      met: t.peakRss < 250 && t.hwm < 250,
    },
  );
}

if (wants('web')) {
  const web = await measureWebSizes();
  rows.push({
    part: 'web',
    measure: 'initial JS (entry + preloads)',
    result: `${fmt(web.initial.js.gzip / 1024, 1)} KB gzip · ${fmt(web.initial.js.brotli / 1024, 1)} KB br · CSS ${fmt(web.initial.css.gzip / 1024, 1)} KB gzip`,
    budget: '≤ 150 KB gzip',
    met: web.initial.js.gzip <= 150 * 1024,
  });
  for (const r of web.routes) {
    rows.push({
      part: 'web',
      measure: `route ${r.route}`,
      result: `+${fmt(r.js.gzip / 1024, 1)} KB gzip · +${fmt(r.js.brotli / 1024, 1)} KB br JS${r.css.gzip ? ` · +${fmt(r.css.gzip / 1024, 1)} KB gzip CSS` : ''}`,
    });
  }
}

if (wants('browser')) {
  log('browser: zipping two 64 MB TGAs at level 9');
  const z = await runBrowserZip(PORTS.browser);
  rows.push(
    {
      part: 'browser',
      measure: 'zip, workers (pako, one file each)',
      result: `${fmt(z.worker.ms)} ms · longest main-thread task ${fmt(z.worker.longestTask)} ms · ${fmt(z.worker.bytes / 1e6, 1)} MB zip`,
    },
    {
      part: 'browser',
      measure: 'zip, JSZip (main thread)',
      result: `${fmt(z.jszip.ms)} ms · longest main-thread task ${fmt(z.jszip.longestTask)} ms · ${fmt(z.jszip.bytes / 1e6, 1)} MB zip`,
    },
    {
      part: 'browser',
      measure: 'worker speed-up',
      result: `${fmt(z.jszip.ms / z.worker.ms, 1)}×`,
      budget: '≥ 3×',
      met: z.jszip.ms / z.worker.ms >= 3,
    },
  );
}

const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
console.log(markdownTable(rows));
writeResults(rows, { command, datasets, started, file: options.resultsFile });
log(`wrote ${options.resultsFile}`);
