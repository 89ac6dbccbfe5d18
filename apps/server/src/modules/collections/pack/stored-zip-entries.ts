import type { Readable } from 'node:stream';
import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const FLAG_DATA_DESCRIPTOR = 0x08;
const METHOD_DEFLATE = 8;
const WANTED = new Set<string>(Object.values(LIVERY_ZIP_ENTRIES));

export interface StoredZipEntry {
  name: string;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  /** The entry's deflated bytes as stored: copied into the pack without inflating them again. */
  data: AsyncGenerator<Buffer>;
}

/**
 * Reads a stored livery zip front to back, entry by entry. Every stored zip was written by the
 * server (`lib/zip-records`: deflate, sizes and CRC-32 in the local header, no data descriptor),
 * so its local headers say all a pack needs and the compressed bytes can be passed through: no
 * seeking, no inflating, flat memory. Anything else is refused rather than guessed at.
 * Each entry's `data` must be read to the end before asking for the next entry.
 */
export async function* storedZipEntries(source: Readable): AsyncGenerator<StoredZipEntry> {
  const reader = byteReader(source[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  const found = new Set<string>();
  while (found.size < WANTED.size) {
    const header = await reader.read(LOCAL_HEADER_SIZE);
    if (header.readUInt32LE(0) !== LOCAL_HEADER) break;
    const flags = header.readUInt16LE(6);
    const method = header.readUInt16LE(8);
    const name = (await reader.read(header.readUInt16LE(26))).toString('utf8');
    await reader.skip(header.readUInt16LE(28));
    if (flags & FLAG_DATA_DESCRIPTOR || method !== METHOD_DEFLATE || !WANTED.has(name) || found.has(name))
      throw new Error(`stored livery zip has an unexpected entry (${JSON.stringify(name.slice(0, 40))})`);
    found.add(name);
    const compressedSize = header.readUInt32LE(18);
    yield {
      name,
      crc32: header.readUInt32LE(14),
      compressedSize,
      uncompressedSize: header.readUInt32LE(22),
      data: reader.stream(compressedSize),
    };
  }
  if (found.size < WANTED.size) throw new Error('stored livery zip lacks one of its two files');
}

/** Exact-length reads over a stream of chunks. */
function byteReader(source: AsyncIterator<Buffer>) {
  const chunks: Buffer[] = [];
  let buffered = 0;

  async function pull(): Promise<void> {
    const next = await source.next();
    if (next.done) throw new Error('stored livery zip ends early');
    chunks.push(next.value);
    buffered += next.value.length;
  }

  async function* stream(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (chunks.length === 0) await pull();
      const head = chunks[0] as Buffer;
      if (head.length <= left) {
        chunks.shift();
        buffered -= head.length;
        left -= head.length;
        if (head.length > 0) yield head;
      } else {
        chunks[0] = head.subarray(left);
        buffered -= left;
        yield head.subarray(0, left);
        left = 0;
      }
    }
  }

  return {
    stream,
    async read(length: number): Promise<Buffer> {
      while (buffered < length) await pull();
      const parts: Buffer[] = [];
      for await (const part of stream(length)) parts.push(part);
      return Buffer.concat(parts, length);
    },
    async skip(length: number): Promise<void> {
      for await (const _ of stream(length)) {
        // dropped
      }
    },
  };
}
