// Runs in headless Chromium (bundled by zip-bench.mjs): zips the same two 64 MB TGAs with the
// upload page's real workers (pako, level 9, one file per worker) and with JSZip on the main
// thread, recording the longest main-thread task during each.
import JSZip from 'jszip';
import { zipInWorker } from '../../apps/web/src/features/upload/workers/run-workers.ts';
import { liveryTga } from './livery-tga.mjs';

const longTasks = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

async function measure(run) {
  await new Promise((r) => setTimeout(r, 200));
  const from = performance.now();
  const bytes = await run();
  const to = performance.now();
  await new Promise((r) => setTimeout(r, 200));
  const during = longTasks.filter((t) => t.startTime + t.duration >= from && t.startTime <= to);
  return { ms: to - from, bytes, longestTask: Math.max(0, ...during.map((t) => t.duration)) };
}

window.runZipBench = async () => {
  // The page has the two Files the player picked before it zips: both sides get the same Files,
  // made outside the timed span (copying 2 x 64 MB into a File is the bench's setup, not zipping).
  const livery = new File([liveryTga(1)], 'customskin.tga');
  const region = new File([liveryTga(3)], 'customskin_region.tga');
  const worker = await measure(async () => {
    const file = await zipInWorker({ livery, regionMap: region, fileName: 'livery.zip' });
    return file.size;
  });
  const jszip = await measure(async () => {
    const zip = new JSZip();
    // JSZip reads a Blob itself (FileReader), as it would on the upload page.
    zip.file('customskin.tga', livery);
    zip.file('customskin_region.tga', region);
    const out = await zip.generateAsync({
      type: 'blob',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    return out.size;
  });
  return { worker, jszip };
};
