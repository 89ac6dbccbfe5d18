import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';
import type { LiveryZipEntry } from '../validation/inspect-livery-zip';

const VERSION_NEEDED = 20; // 2.0: deflate
const MADE_BY_UNIX = (3 << 8) | VERSION_NEEDED; // so unzip gives the files the mode below
const REGULAR_FILE_644 = (0o100644 << 16) >>> 0;
const METHOD_DEFLATE = 8;

/**
 * Writes the zip players download, from the two entries the inspector inflated, checked and
 * deflated, whatever container they came in: exactly `customskin.tga` and `customskin_region.tga`
 * (canonical names), deflate, sizes and CRC-32 in both headers (no data descriptors), no extra
 * fields, no comment. Streams each entry from its file. Resolves with the zip's size in bytes.
 */
export async function writeLiveryZip(outPath: string, entries: readonly LiveryZipEntry[], modified: Date) {
  const { time, date } = dosDateTime(modified);
  const centrals: Buffer[] = [];
  let offset = 0;
  const parts: (Buffer | string)[] = [];
  for (const entry of entries) {
    if (!entry.deflated) throw new Error('writeLiveryZip needs the entries inspected with a copyDir');
    const name = Buffer.from(LIVERY_ZIP_ENTRIES[entry.role], 'ascii');
    // Version needed, flags, method, time, date, CRC-32, compressed and uncompressed sizes, name length, extra length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(VERSION_NEEDED, 0);
    common.writeUInt16LE(0, 2);
    common.writeUInt16LE(METHOD_DEFLATE, 4);
    common.writeUInt16LE(time, 6);
    common.writeUInt16LE(date, 8);
    common.writeUInt32LE(entry.crc32 >>> 0, 10);
    common.writeUInt32LE(entry.deflated.size, 14);
    common.writeUInt32LE(entry.uncompressedSize, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24);
    const local = Buffer.concat([u32(0x04034b50), common, name]);
    // After the shared part: comment length, disk, internal and external attributes, local header offset.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(REGULAR_FILE_644, 6);
    tail.writeUInt32LE(offset, 10);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(MADE_BY_UNIX), common, tail, name]));
    parts.push(local, entry.deflated.path);
    offset += local.length + entry.deflated.size;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
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

/** MS-DOS date and time (local fields read as UTC: unzip shows the upload's UTC time). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value, 0);
  return b;
};
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value, 0);
  return b;
};
