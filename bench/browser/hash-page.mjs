// Runs in headless Chromium (bundled by hash-bench.mjs): fingerprints a picked customskin.tga
// with the upload page's real worker (issue 36 point 3), at 2048² and 4096², recording the
// longest main-thread task meanwhile (the page must stay responsive while it hashes).
import { hashInWorker } from '../../apps/web/src/features/upload/workers/run-texture-hash.ts';
import { liveryTga } from './livery-tga.mjs';

const longTasks = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

window.runHashBench = async (runs = 3) => {
  const out = {};
  for (const size of [2048, 4096]) {
    // Made outside the timed span: the member's File exists before the page hashes it.
    const file = new File([liveryTga(1, size)], 'customskin.tga');
    const times = [];
    let hash = '';
    let longest = 0;
    for (let i = 0; i < runs; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      const from = performance.now();
      const result = await hashInWorker(file).result;
      const to = performance.now();
      await new Promise((r) => setTimeout(r, 200));
      times.push({ total: to - from, inWorker: result.ms });
      hash = result.hash;
      const during = longTasks.filter((t) => t.startTime + t.duration >= from && t.startTime <= to);
      longest = Math.max(longest, ...during.map((t) => t.duration));
    }
    out[size] = { hash, times, longestMainThreadTask: longest };
  }
  return out;
};
