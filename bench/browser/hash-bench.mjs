// `node bench/browser/hash-bench.mjs [port]`: bundles hash-page.mjs and the upload page's real
// fingerprint worker with esbuild, serves them on a local port and runs them in headless Chromium
// (Debian's, through playwright-core). Figures: bench/notes/originality.md.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { BENCH_DIR } from '../data/dataset.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { ROOT } from '../lib/server-process.mjs';

const OUT = path.join(BENCH_DIR, 'browser-hash');

async function bundle() {
  mkdirSync(OUT, { recursive: true });
  const common = { bundle: true, format: 'esm', target: 'chrome120', logLevel: 'warning', absWorkingDir: ROOT };
  await build({
    ...common,
    entryPoints: [path.join(import.meta.dirname, 'hash-page.mjs')],
    outfile: path.join(OUT, 'page.js'),
  });
  // run-texture-hash.ts starts `new URL('./texture-hash.worker.ts', import.meta.url)`: served at that name.
  await build({
    ...common,
    entryPoints: [path.join(ROOT, 'apps/web/src/features/upload/workers/texture-hash.worker.ts')],
    outfile: path.join(OUT, 'texture-hash.worker.js'),
    tsconfig: path.join(ROOT, 'apps/web/tsconfig.json'),
  });
}

function serve(port) {
  const files = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>hash bench</title><script type="module" src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', readFileSync(path.join(OUT, 'page.js'))],
    '/texture-hash.worker.ts': ['text/javascript', readFileSync(path.join(OUT, 'texture-hash.worker.js'))],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const port = Number(process.argv[2] ?? 4740);
await bundle();
const server = await serve(port);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => process.stderr.write(`[browser] ${error.message}\n`));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => typeof window.runHashBench === 'function');
  const result = await page.evaluate(() => window.runHashBench(3), undefined, { timeout: 600_000 });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  server.close();
}
