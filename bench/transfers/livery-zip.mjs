// A real livery zip of about 50 MB: two valid 4096×4096 24-bit TGAs, the livery full of random
// pixels (stored: noise does not compress) and a region map all black, one of the five region
// colours the upload's region check looks for (deflated).
import { randomFillSync } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const SIZE = 4096;

function tga(fill) {
  const header = Buffer.alloc(18);
  header[2] = 2; // uncompressed true-colour
  header.writeUInt16LE(SIZE, 12);
  header.writeUInt16LE(SIZE, 14);
  header[16] = 24;
  header[17] = 0x20; // top-left origin
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  fill(pixels);
  return Buffer.concat([header, pixels]);
}

export async function livery50MbZip(dir) {
  // A new name when the content changes: an earlier run's zip (a grey map the region check refuses) is not reused.
  const file = path.join(dir, 'livery-50mb-black-regions.zip');
  if (existsSync(file)) return { file, bytes: statSync(file).size };
  mkdirSync(dir, { recursive: true });
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    tga((p) => randomFillSync(p)),
    'customskin.tga',
    { compress: false },
  );
  zip.addBuffer(
    tga((p) => p.fill(0)),
    'customskin_region.tga',
    { compress: true },
  );
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return { file, bytes: statSync(file).size };
}
