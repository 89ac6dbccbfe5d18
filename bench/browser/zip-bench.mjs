// Runs page.mjs and the upload page's real zip worker in headless Chromium (worker-page.mjs).
import path from 'node:path';
import { runWorkerPage } from './worker-page.mjs';

export function runBrowserZip(port) {
  return runWorkerPage({
    port,
    dir: 'browser',
    pageFile: path.join(import.meta.dirname, 'page.mjs'),
    worker: 'zip',
    title: 'zip bench',
    entry: 'runZipBench',
  });
}
