/**
 * The zip container around already compressed entries (APPNOTE 6.3: local headers, data,
 * central directory, end record). The compressed data stays where it is (a Blob the worker made,
 * or chunks): only the few hundred bytes of headers are written here, so the page's thread
 * never touches the megabytes of the zip, and the File it makes is streamed from blob storage
 * by the upload.
 */

/** One compressed file, as its headers need it. */
export interface CompressedEntry {
  name: string;
  /** CRC-32 and length of the original bytes. */
  crc: number;
  size: number;
  compressedSize: number;
  /** The raw DEFLATE stream: a Blob (from a worker) or its chunks. */
  data: Blob | readonly Uint8Array<ArrayBuffer>[];
}

// ZIP method 8: DEFLATE (APPNOTE 4.4.5); version 2.0 is what DEFLATE needs (4.4.3.2).
const DEFLATE_METHOD = 8;
const VERSION = 20;
// Bit 11: names are UTF-8 (APPNOTE 4.4.4); the game's names are ASCII, and this keeps others right.
const UTF8_NAMES = 0x0800;
// Without ZIP64 every size and offset must fit in 32 bits.
const MAX_32 = 0xffffffff;

/** MS-DOS date and time (APPNOTE 4.4.6), local time, two-second precision; 1980 at the earliest. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The fields local and central headers share, from "version needed" to "extra field length". */
function commonFields(view: DataView, at: number, entry: CompressedEntry, name: Uint8Array, when: Date) {
  const { time, date } = dosDateTime(when);
  view.setUint16(at, VERSION, true);
  view.setUint16(at + 2, UTF8_NAMES, true);
  view.setUint16(at + 4, DEFLATE_METHOD, true);
  view.setUint16(at + 6, time, true);
  view.setUint16(at + 8, date, true);
  view.setUint32(at + 10, entry.crc >>> 0, true);
  view.setUint32(at + 14, entry.compressedSize, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, name.byteLength, true);
  view.setUint16(at + 24, 0, true);
}

/**
 * The zip's parts in order, ready for `new Blob(parts)` / `new File(parts, name)`: for each
 * entry its local header then its data, then the central directory and end record.
 */
export function zipParts(entries: readonly CompressedEntry[], when = new Date()): BlobPart[] {
  const encoder = new TextEncoder();
  const parts: BlobPart[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.size > MAX_32 || entry.compressedSize > MAX_32) throw new Error(`${entry.name} is too large to zip.`);
    const name = encoder.encode(entry.name);
    const header = new Uint8Array(30 + name.byteLength);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    commonFields(view, 4, entry, name, when);
    header.set(name, 30);
    offsets.push(offset);
    parts.push(header, ...(entry.data instanceof Blob ? [entry.data] : entry.data));
    offset += header.byteLength + entry.compressedSize;
  }
  const names = entries.map((entry) => encoder.encode(entry.name));
  const directorySize = names.reduce((sum, name) => sum + 46 + name.byteLength, 0);
  if (offset + directorySize > MAX_32) throw new Error('The zip is too large.');
  const tail = new Uint8Array(directorySize + 22);
  const view = new DataView(tail.buffer);
  let at = 0;
  for (const [i, entry] of entries.entries()) {
    const name = names[i] ?? new Uint8Array(0);
    view.setUint32(at, 0x02014b50, true);
    view.setUint16(at + 4, VERSION, true); // version made by: MS-DOS attributes, version 2.0
    commonFields(view, at + 6, entry, name, when);
    // comment length, disk number, internal and external attributes: all zero (already).
    view.setUint32(at + 42, offsets[i] ?? 0, true);
    tail.set(name, at + 46);
    at += 46 + name.byteLength;
  }
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, directorySize, true);
  view.setUint32(at + 16, offset, true);
  parts.push(tail);
  return parts;
}
