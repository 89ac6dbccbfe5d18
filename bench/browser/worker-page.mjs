// A bench page and one of the upload page's real workers, bundled with esbuild and served on a
// local port, run in headless Chromium (Debian's, through playwright-core). The worker is served
// at the name its runner starts it by (`new URL('./<name>.worker.ts', import.meta.url)`).
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { BENCH_DIR } from '../data/dataset.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { ROOT } from '../lib/server-process.mjs';

const WORKERS = path.join(ROOT, 'apps/web/src/features/upload/workers');

async function bundle(out, pageFile, worker) {
  mkdirSync(out, { recursive: true });
  const common = { bundle: true, format: 'esm', target: 'chrome120', logLevel: 'warning', absWorkingDir: ROOT };
  await build({ ...common, entryPoints: [pageFile], outfile: path.join(out, 'page.js') });
  await build({
    ...common,
    entryPoints: [path.join(WORKERS, `${worker}.worker.ts`)],
    outfile: path.join(out, `${worker}.worker.js`),
    tsconfig: path.join(ROOT, 'apps/web/tsconfig.json'),
  });
}

function serve(port, out, worker, title) {
  const files = {
    '/': [
      'text/html',
      `<!doctype html><meta charset="utf-8"><title>${title}</title><script type="module" src="/page.js"></script>`,
    ],
    '/page.js': ['text/javascript', readFileSync(path.join(out, 'page.js'))],
    [`/${worker}.worker.ts`]: ['text/javascript', readFileSync(path.join(out, `${worker}.worker.js`))],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Bundles `pageFile` (which defines `window[entry]`) and the `worker` into BENCH_DIR/`dir`, serves
 * them on `port` and returns what `window[entry](...args)` resolves to in Chromium.
 */
export async function runWorkerPage({ port, dir, pageFile, worker, title, entry, args = [] }) {
  const out = path.join(BENCH_DIR, dir);
  await bundle(out, pageFile, worker);
  const server = await serve(port, out, worker, title);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`[browser] ${error.message}\n`));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction((name) => typeof window[name] === 'function', entry);
    return await page.evaluate(([name, values]) => window[name](...values), [entry, args]);
  } finally {
    await browser.close();
    server.close();
  }
}
