// A fresh database for one run: the server migrates it (so the schema is the real one), then the
// generator fills it and the shared screenshots are written where /media serves them from.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../lib/server-process.mjs';
import { generate } from './generate.mjs';
import { writeScreenshotPool } from './media.mjs';
import { openWriter, recreatePostgresDatabase } from './writers.mjs';

// BENCH_DIR lets several people on one machine keep their data apart.
export const BENCH_DIR = process.env.BENCH_DIR || '/tmp/bench';
const POOL_MAX_LIVERIES = 200_000;

export async function prepareDataset(kind, { liveries, reuseData, databaseUrl }, port) {
  const dataDir = path.join(BENCH_DIR, `data-${kind}`);
  const marker = path.join(dataDir, 'bench-dataset.json');
  const url = kind === 'postgres' ? databaseUrl : undefined;
  if (reuseData && existsSync(marker)) {
    const info = JSON.parse(readFileSync(marker, 'utf8'));
    if (info.liveries === liveries) return { dataDir, databaseUrl: url, info, reused: true };
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'postgres') await recreatePostgresDatabase(url);
  // The first start migrates, seeds the catalogue and creates the admin the signed-in scenario uses.
  const server = await startServer({ port, dataDir, databaseUrl: url });
  await server.stop();
  const started = Date.now();
  const writer = await openWriter({ kind, sqliteFile: path.join(dataDir, 'paddock.db'), databaseUrl: url });
  let info;
  try {
    info = await generate(writer, { liveries });
  } finally {
    await writer.close();
  }
  info.seconds = (Date.now() - started) / 1000;
  // The pool's dozen files are shared by every row. On start the server's orphan sweep asks which
  // rows reference each stored object and reads them all (storage/object-references.repository.ts):
  // harmless with real, one-row keys, but at 1,000,000 liveries that is about 5 million rows read
  // synchronously on SQLite (17 s measured), and Fastify's plugin timeout stops the start. So
  // large datasets are for the API bench only: no images (Lighthouse would show broken ones).
  if (liveries <= POOL_MAX_LIVERIES) await writeScreenshotPool(dataDir);
  writeFileSync(marker, JSON.stringify(info));
  return { dataDir, databaseUrl: url, info, reused: false };
}
