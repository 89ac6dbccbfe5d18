import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';
import { centralRecord, endRecord, localHeader } from '../../../lib/zip-records';
import type { LiveryZipEntry } from '../validation/inspect-livery-zip';

/**
 * Writes the zip players download, from the two entries the inspector inflated, checked and
 * deflated, whatever container they came in: exactly `customskin.tga` and `customskin_region.tga`
 * (canonical names), deflate, sizes and CRC-32 in both headers (no data descriptors), no extra
 * fields, no comment. Streams each entry from its file. Resolves with the zip's size in bytes.
 */
export async function writeLiveryZip(outPath: string, entries: readonly LiveryZipEntry[], modified: Date) {
  const centrals: Buffer[] = [];
  const parts: (Buffer | string)[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (!entry.deflated) throw new Error('writeLiveryZip needs the entries inspected with a copyDir');
    const record = {
      name: LIVERY_ZIP_ENTRIES[entry.role],
      crc32: entry.crc32,
      compressedSize: entry.deflated.size,
      uncompressedSize: entry.uncompressedSize,
      offset,
      modified,
    };
    const local = localHeader(record);
    centrals.push(centralRecord(record));
    parts.push(local, entry.deflated.path);
    offset += local.length + entry.deflated.size;
  }
  const directory = Buffer.concat(centrals);
  const end = endRecord(entries.length, directory.length, offset);
  parts.push(directory, end);

  await pipeline(
    async function* () {
      for (const part of parts) {
        if (typeof part !== 'string') yield part;
        else yield* createReadStream(part);
      }
    },
    createWriteStream(outPath, { mode: PRIVATE_FILE_MODE }),
  );
  return offset + directory.length + end.length;
}
