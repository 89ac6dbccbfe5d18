import { Deflate } from 'pako';
import { crc32 } from './crc32';
import { type CompressedEntry, zipParts } from './zip-format';

export interface ZipSource {
  name: string;
  data: Uint8Array;
}

export type ZipLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface DeflateOptions {
  /** DEFLATE level (spec §9: 9). */
  level: ZipLevel;
  /** Bytes fed to the compressor at a time; progress is reported after each. */
  chunkBytes?: number;
  /** Called with the input bytes compressed so far (of this call's files) and their total. */
  onProgress?: (processed: number, total: number) => void;
}

/** One file, DEFLATE-compressed, with what its zip headers need. */
export interface DeflatedEntry extends CompressedEntry {
  data: Uint8Array<ArrayBuffer>[];
}

// 4 MiB slices give a 64 MB livery sixteen progress steps; the compressor keeps its window
// across them, so the output is the same as in one call.
const DEFAULT_CHUNK = 4 * 1024 * 1024;
// Output chunks: each a buffer of its own (pako allocates a new one when one is full).
const OUTPUT_CHUNK = 1024 * 1024;

/**
 * Compresses one file (raw DEFLATE, pako: zlib's own algorithm and level table) and computes its
 * CRC-32, fed in slices so that progress can be reported while a 64 MB livery compresses. pako,
 * not fflate, because on TGA paint at level 9 it is about twice as fast and 8 % smaller
 * (bench/notes/upload-zip.md). Each file of a zip is independent, so the upload page compresses
 * its two files at once, in two workers.
 */
export class EntryDeflater {
  private readonly chunks: Uint8Array<ArrayBuffer>[] = [];
  private readonly deflate: Deflate;
  private crc = 0;
  private size = 0;

  constructor(
    private readonly name: string,
    level: ZipLevel,
  ) {
    this.deflate = new Deflate({ level, raw: true, chunkSize: OUTPUT_CHUNK });
    this.deflate.onData = (chunk) => this.chunks.push(chunk);
  }

  /** The next slice of the file (the compressor keeps its window across slices). */
  push(slice: Uint8Array, last: boolean): void {
    this.crc = crc32(slice, this.crc);
    this.size += slice.byteLength;
    this.deflate.push(slice, last);
    if (this.deflate.err) throw new Error(`Compression failed: ${this.deflate.msg}`);
  }

  /** The entry, once the last slice was pushed. */
  entry(): DeflatedEntry {
    const compressedSize = this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    return { name: this.name, crc: this.crc, size: this.size, compressedSize, data: this.chunks };
  }
}

/** The slice size to use for these options. */
export function sliceBytes(options: Pick<DeflateOptions, 'chunkBytes'>): number {
  return Math.max(64 * 1024, options.chunkBytes ?? DEFAULT_CHUNK);
}

/** Compresses a file held in memory, slice by slice (views, never copies). */
export function deflateEntry(source: ZipSource, options: DeflateOptions): DeflatedEntry {
  const chunkBytes = sliceBytes(options);
  const { data } = source;
  const deflater = new EntryDeflater(source.name, options.level);
  options.onProgress?.(0, data.byteLength);
  if (data.byteLength === 0) deflater.push(new Uint8Array(0), true);
  for (let offset = 0; offset < data.byteLength; offset += chunkBytes) {
    const end = Math.min(offset + chunkBytes, data.byteLength);
    deflater.push(data.subarray(offset, end), end === data.byteLength);
    options.onProgress?.(end, data.byteLength);
  }
  return deflater.entry();
}

/**
 * Compresses a File (a Blob) read slice by slice: the next slice is read while this one
 * compresses, and the whole file is never one buffer.
 */
export async function deflateBlob(name: string, blob: Blob, options: DeflateOptions): Promise<DeflatedEntry> {
  const chunkBytes = sliceBytes(options);
  const deflater = new EntryDeflater(name, options.level);
  const read = (offset: number) =>
    blob
      .slice(offset, Math.min(offset + chunkBytes, blob.size))
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer));
  options.onProgress?.(0, blob.size);
  if (blob.size === 0) deflater.push(new Uint8Array(0), true);
  let next = blob.size > 0 ? read(0) : null;
  for (let offset = 0; next; offset += chunkBytes) {
    const slice = await next;
    const end = offset + slice.byteLength;
    next = end < blob.size ? read(end) : null;
    deflater.push(slice, !next);
    options.onProgress?.(end, blob.size);
  }
  return deflater.entry();
}

/** Zips files one after the other in this thread: the same bytes the two workers produce. */
export function buildZip(sources: readonly ZipSource[], options: DeflateOptions, when?: Date): BlobPart[] {
  const total = sources.reduce((sum, source) => sum + source.data.byteLength, 0);
  let done = 0;
  options.onProgress?.(0, total);
  const entries = sources.map((source) => {
    const entry = deflateEntry(source, {
      ...options,
      onProgress: (processed) => {
        if (processed > 0) options.onProgress?.(done + processed, total);
      },
    });
    done += source.data.byteLength;
    return entry;
  });
  return zipParts(entries, when);
}
