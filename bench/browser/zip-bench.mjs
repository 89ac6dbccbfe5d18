// Bundles page.mjs and the real zip worker with esbuild, serves them on a tiny local server and
// runs the page in headless Chromium (Debian's, through playwright-core).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { BENCH_DIR } from '../data/dataset.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { ROOT } from '../lib/server-process.mjs';

const OUT = path.join(BENCH_DIR, 'browser');

async function bundle() {
  mkdirSync(OUT, { recursive: true });
  const common = { bundle: true, format: 'esm', target: 'chrome120', logLevel: 'warning', absWorkingDir: ROOT };
  await build({
    ...common,
    entryPoints: [path.join(import.meta.dirname, 'page.mjs')],
    outfile: path.join(OUT, 'page.js'),
  });
  // run-workers.ts starts `new URL('./zip.worker.ts', import.meta.url)`: the bundled worker is served at that name.
  await build({
    ...common,
    entryPoints: [path.join(ROOT, 'apps/web/src/features/upload/workers/zip.worker.ts')],
    outfile: path.join(OUT, 'zip.worker.js'),
    tsconfig: path.join(ROOT, 'apps/web/tsconfig.json'),
  });
}

function serve(port) {
  const files = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>zip bench</title><script type="module" src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', readFileSync(path.join(OUT, 'page.js'))],
    '/zip.worker.ts': ['text/javascript', readFileSync(path.join(OUT, 'zip.worker.js'))],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function runBrowserZip(port) {
  await bundle();
  const server = await serve(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`[browser] ${error.message}\n`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof window.runZipBench === 'function');
    return await page.evaluate(() => window.runZipBench(), undefined, { timeout: 600_000 });
  } finally {
    await browser.close();
    server.close();
  }
}
