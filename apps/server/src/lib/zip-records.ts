/**
 * The byte records of a plain zip (no ZIP64, no data descriptors, no extra fields, no comment),
 * for the two places the server writes one: the livery zip it rebuilds from checked entries and
 * the demo seed's zips. Written on node:zlib rather than a zip package because the server bundle
 * must run without dev dependencies and the CommonJS zip writers cannot be bundled into its ES
 * module, and because the rebuild deflates while it checks, which no writer lets us hand in.
 */

const VERSION_NEEDED = 20; // 2.0: deflate
const METHOD_DEFLATE = 8;
const FLAG_UTF8_NAMES = 0x0800;
const MADE_BY_UNIX = (3 << 8) | VERSION_NEEDED;
const REGULAR_FILE_644 = (0o100644 << 16) >>> 0;

export interface ZipRecordEntry {
  name: string;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
  modified: Date;
}

/** The local header that precedes the entry's deflated bytes. */
export function localHeader(entry: ZipRecordEntry): Buffer {
  return Buffer.concat([u32(0x04034b50), sharedFields(entry), Buffer.from(entry.name, 'utf8')]);
}

/** The entry's central-directory record; made by Unix with mode 0644, so unzip gives that mode. */
export function centralRecord(entry: ZipRecordEntry): Buffer {
  // After the shared part: comment length, disk, internal and external attributes, local header offset.
  const tail = Buffer.alloc(14);
  tail.writeUInt32LE(REGULAR_FILE_644, 6);
  tail.writeUInt32LE(entry.offset, 10);
  return Buffer.concat([
    u32(0x02014b50),
    u16(MADE_BY_UNIX),
    sharedFields(entry),
    tail,
    Buffer.from(entry.name, 'utf8'),
  ]);
}

/** The end-of-central-directory record: entry count, directory size and where it starts. */
export function endRecord(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** Version needed, flags, method, time, date, CRC-32, sizes, name length, extra length. */
function sharedFields(entry: ZipRecordEntry): Buffer {
  const { time, date } = dosDateTime(entry.modified);
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION_NEEDED, 0);
  // Plain ASCII names need no flag; any other name is marked UTF-8 so readers decode it right.
  fields.writeUInt16LE(/^[\x20-\x7e]*$/.test(entry.name) ? 0 : FLAG_UTF8_NAMES, 2);
  fields.writeUInt16LE(METHOD_DEFLATE, 4);
  fields.writeUInt16LE(time, 6);
  fields.writeUInt16LE(date, 8);
  fields.writeUInt32LE(entry.crc32 >>> 0, 10);
  fields.writeUInt32LE(entry.compressedSize, 14);
  fields.writeUInt32LE(entry.uncompressedSize, 18);
  fields.writeUInt16LE(Buffer.byteLength(entry.name, 'utf8'), 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

/** MS-DOS date and time (local fields read as UTC: unzip shows the UTC time). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value, 0);
  return b;
}

function u16(value: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value, 0);
  return b;
}
