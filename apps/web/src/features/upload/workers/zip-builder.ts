import { Zip, ZipDeflate, type ZipInputFile } from 'fflate';

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

/** One file, DEFLATE-compressed, with what its zip headers need: ready to be placed in a zip. */
export interface DeflatedEntry {
  name: string;
  /** CRC-32 and length of the original bytes. */
  crc: number;
  size: number;
  chunks: Uint8Array<ArrayBuffer>[];
}

// Bigger slices compress faster with fflate's streaming API (fewer block boundaries); 4 MiB still
// gives a 64 MB livery sixteen progress steps.
const DEFAULT_CHUNK = 4 * 1024 * 1024;
// ZIP method 8: DEFLATE (APPNOTE 4.4.5).
const DEFLATE_METHOD = 8;

/**
 * Compresses one file with fflate's streaming DEFLATE, fed in slices (views, never copies) so
 * that progress can be reported while a 64 MB livery compresses. Each file of a zip is
 * independent, so the upload page compresses its two files at once, in two workers.
 */
export function deflateEntry(source: ZipSource, options: DeflateOptions): DeflatedEntry {
  const chunkBytes = Math.max(64 * 1024, options.chunkBytes ?? DEFAULT_CHUNK);
  const { data } = source;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const entry = new ZipDeflate(source.name, { level: options.level });
  entry.ondata = (error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  };
  options.onProgress?.(0, data.byteLength);
  if (data.byteLength === 0) entry.push(new Uint8Array(0), true);
  for (let offset = 0; offset < data.byteLength; offset += chunkBytes) {
    const end = Math.min(offset + chunkBytes, data.byteLength);
    entry.push(data.subarray(offset, end), end === data.byteLength);
    options.onProgress?.(end, data.byteLength);
  }
  return { name: source.name, crc: entry.crc, size: entry.size, chunks };
}

/**
 * Writes already compressed entries into one zip (headers, data, central directory) in the
 * given order, without copying their data. Resolves with the zip's chunks, ready for `new Blob`.
 */
export function assembleZip(entries: readonly DeflatedEntry[]): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const out: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      out.push(chunk);
      if (final) resolve(out);
    });
    try {
      for (const { name, crc, size, chunks } of entries) {
        const file: ZipInputFile = { filename: name, crc, size, compression: DEFLATE_METHOD };
        zip.add(file);
        const write = file.ondata;
        if (!write) throw new Error('fflate did not attach a writer to the zip entry.');
        if (chunks.length === 0) write(null, new Uint8Array(0), true);
        for (const [i, chunk] of chunks.entries()) write(null, chunk, i === chunks.length - 1);
      }
      zip.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** Zips files one after the other in this thread: the same bytes the two workers produce. */
export function buildZip(sources: readonly ZipSource[], options: DeflateOptions): Promise<Uint8Array[]> {
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
  return assembleZip(entries);
}
