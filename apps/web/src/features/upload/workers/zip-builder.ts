import { Zip, ZipDeflate } from 'fflate';

export interface ZipSource {
  name: string;
  data: Uint8Array;
}

export interface ZipBuildOptions {
  /** DEFLATE level (spec §9: 9). */
  level: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  /** Bytes fed to the compressor at a time; progress is reported after each. */
  chunkBytes?: number;
  /** Called with the input bytes compressed so far and the total. */
  onProgress?: (processed: number, total: number) => void;
}

// Bigger slices compress faster with fflate's streaming API (fewer block boundaries); 4 MiB still
// gives a 64 MB livery sixteen progress steps.
const DEFAULT_CHUNK = 4 * 1024 * 1024;

/**
 * Zips files with fflate's streaming DEFLATE, feeding each one in slices (views, never copies) so
 * that progress can be reported while a 64 MB livery compresses. Resolves with the zip's chunks,
 * ready for `new Blob(chunks)`.
 */
export function buildZip(sources: readonly ZipSource[], options: ZipBuildOptions): Promise<Uint8Array[]> {
  const chunkBytes = Math.max(64 * 1024, options.chunkBytes ?? DEFAULT_CHUNK);
  const total = sources.reduce((sum, source) => sum + source.data.byteLength, 0);

  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let settled = false;
    const zip = new Zip((error, chunk, final) => {
      if (settled) return;
      if (error) {
        settled = true;
        reject(error);
        return;
      }
      chunks.push(chunk);
      if (final) {
        settled = true;
        resolve(chunks);
      }
    });

    try {
      let processed = 0;
      options.onProgress?.(0, total);
      for (const source of sources) {
        const entry = new ZipDeflate(source.name, { level: options.level });
        zip.add(entry);
        const { data } = source;
        if (data.byteLength === 0) entry.push(new Uint8Array(0), true);
        for (let offset = 0; offset < data.byteLength; offset += chunkBytes) {
          const end = Math.min(offset + chunkBytes, data.byteLength);
          entry.push(data.subarray(offset, end), end === data.byteLength);
          processed += end - offset;
          options.onProgress?.(processed, total);
        }
      }
      zip.end();
    } catch (error) {
      if (!settled) {
        settled = true;
        reject(error);
      }
    }
  });
}
