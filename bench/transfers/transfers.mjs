// 20 concurrent 50 MB uploads through the real multipart endpoint, then 20 concurrent downloads
// of what was uploaded, while the server's memory is sampled from /proc.
import { openAsBlob, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BENCH_DIR } from '../data/dataset.mjs';
import { ADMIN, memoryOf, sampleMemory, signIn, startServer } from '../lib/server-process.mjs';
import { livery50MbZip } from './livery-zip.mjs';

// The zip's region map is all black (livery-zip.mjs): the upload refuses a material for a region
// the map does not have (REGION_NOT_IN_MAP), so Black is the one region configured.
const REGIONS = [
  {
    RegionName: 'Black',
    Material: 'MetallicPaint',
    MetallicPaint_Style: 'Shiny',
    MetallicPaint_FlakeColorRGB: '20,40,200',
    MetallicPaint_FlakeStrength: 'Soft',
  },
];

async function uploadForm(zipFile, screenshot, n) {
  const form = new FormData();
  form.append('Title', `Transfer test ${n}`);
  form.append('CarClassName', 'Hypercar');
  form.append('CarModelName', 'Porsche 963');
  form.append('Description', 'Measuring streamed uploads.');
  form.append('TagIds', '1');
  REGIONS.forEach((r, i) => {
    for (const [k, v] of Object.entries(r)) form.append(`RegionConfigurations[${i}].${k}`, v);
  });
  form.append('LiveryFile', await openAsBlob(zipFile, { type: 'application/zip' }), `transfer-${n}.zip`);
  form.append('Screenshots', new Blob([screenshot], { type: 'image/png' }), 'shot.png');
  return form;
}

async function timed(work) {
  const start = performance.now();
  const results = await Promise.all(work);
  return { results, seconds: (performance.now() - start) / 1000 };
}

export async function runTransfers(port, { quick }) {
  const count = quick ? 5 : 20;
  const dataDir = path.join(BENCH_DIR, 'data-transfers');
  rmSync(dataDir, { recursive: true, force: true });
  const zip = await livery50MbZip(path.join(BENCH_DIR, 'files'));
  const screenshot = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1060c0' } })
    .png()
    .toBuffer();
  const server = await startServer({ port, dataDir });
  try {
    const cookie = await signIn(server.url, ADMIN);
    const headers = { cookie, origin: server.url };
    const idleRss = memoryOf(server.pid).rss;
    const memory = sampleMemory(server.pid);
    const upload = await timed(
      Array.from({ length: count }, async (_, n) => {
        const res = await fetch(`${server.url}/api/liveries`, {
          method: 'POST',
          headers,
          body: await uploadForm(zip.file, screenshot, n),
        });
        if (res.status !== 201) throw new Error(`upload ${n}: ${res.status} ${await res.text()}`);
        return (await res.json()).id;
      }),
    );
    const download = await timed(
      upload.results.map(async (id) => {
        const res = await fetch(`${server.url}/api/liveries/${id}/download`, { method: 'POST', headers });
        if (!res.ok) throw new Error(`download ${id}: ${res.status} ${await res.text()}`);
        const { fileUrl } = await res.json();
        const file = await fetch(new URL(fileUrl, server.url), { headers });
        let bytes = 0;
        for await (const chunk of file.body) bytes += chunk.length;
        return bytes;
      }),
    );
    // Checked outside the timed span. The server stores the zip it rebuilt from the two checked
    // entries (rebuild-livery-zip.ts), not the bytes uploaded: its size is the livery's fileSize.
    for (const [i, id] of upload.results.entries()) {
      const { fileSize } = await (await fetch(`${server.url}/api/liveries/${id}`, { headers })).json();
      const bytes = download.results[i];
      if (bytes !== fileSize) throw new Error(`download ${id}: ${bytes} bytes, expected ${fileSize}`);
    }
    const { peakRss, hwm } = memory.stop();
    const megabytes = zip.bytes / 1e6;
    const downloaded = download.results.reduce((sum, bytes) => sum + bytes, 0) / 1e6;
    return {
      count,
      megabytes,
      upload: { seconds: upload.seconds, mbps: (count * megabytes) / upload.seconds },
      download: { seconds: download.seconds, mbps: downloaded / download.seconds },
      peakRss,
      hwm,
      idleRss,
    };
  } finally {
    await server.stop();
  }
}
