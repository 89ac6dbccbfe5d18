// `node bench/browser/hash-bench.mjs [port]`: runs hash-page.mjs and the upload page's real
// fingerprint worker in headless Chromium (worker-page.mjs). Figures: bench/notes/originality.md.
import path from 'node:path';
import { runWorkerPage } from './worker-page.mjs';

const result = await runWorkerPage({
  port: Number(process.argv[2] ?? 4740),
  dir: 'browser-hash',
  pageFile: path.join(import.meta.dirname, 'hash-page.mjs'),
  worker: 'texture-hash',
  title: 'hash bench',
  entry: 'runHashBench',
  args: [3],
});
console.log(JSON.stringify(result, null, 2));
