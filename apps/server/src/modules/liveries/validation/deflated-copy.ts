import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw } from 'node:zlib';
import { PRIVATE_FILE_MODE } from '../../../lib/private-files';

/** Raw DEFLATE of the bytes written to it, kept in a file: one entry of the zip the server rebuilds. */
export interface DeflatedCopy {
  readonly path: string;
  write(chunk: Buffer): Promise<void>;
  /** Flushes and closes the file; resolves with its size (the entry's compressed size). */
  finish(): Promise<number>;
  /** Stops writing and waits until the file is closed, so the caller can remove it for good. */
  abort(): Promise<void>;
}

/**
 * Deflates while the entry is being checked, so each entry is inflated once and never held whole
 * in memory (a 4096² 32-bit TGA is 64 MB). What goes in is exactly what the checks saw.
 */
export function createDeflatedCopy(path: string): DeflatedCopy {
  const deflate = createDeflateRaw({ level: 6 });
  const done = pipeline(deflate, createWriteStream(path, { mode: PRIVATE_FILE_MODE }));
  // Observed by write/finish/abort; never an unhandled rejection in between.
  done.catch(() => {});
  return {
    path,
    async write(chunk) {
      if (!deflate.write(chunk)) await Promise.race([once(deflate, 'drain'), done]);
    },
    async finish() {
      deflate.end();
      await done;
      return (await stat(path)).size;
    },
    async abort() {
      deflate.destroy();
      await done.catch(() => {});
    },
  };
}
