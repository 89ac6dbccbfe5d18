import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { TgaHeader } from '@paddock/contract';
import type { Entry, ZipFile } from 'yauzl';
import type { DeflatedCopy } from './deflated-copy';
import { createTgaStreamCheck } from './tga-stream-check';
import { LIVERY_ZIP_MESSAGES, zipErrors } from './validation-errors';

export interface ReadEntryResult {
  /** Bytes actually inflated, not what the headers claim. */
  uncompressedSize: number;
  /** CRC-32 of those bytes (equal to the entry's, or the read fails). */
  crc32: number;
  tga: TgaHeader;
}

/**
 * Inflates one entry to nowhere, counting bytes as they come out: the moment the count passes
 * `maxBytes` the stream is destroyed and a 413 thrown. This counter, not the sizes in the headers
 * nor a compression ratio, is what stops zip bombs (a flat region map legitimately compresses
 * 100:1 and more). yauzl's own `validateEntrySizes` also stops a stream at the size the central
 * directory claims, so a header that lies low is caught even earlier. With `copy`, every checked
 * byte is also deflated into it, for the zip the server rebuilds; `tap` sees them as well.
 */
export async function readZipEntry(
  zipfile: ZipFile,
  entry: Entry,
  name: string,
  maxBytes: number,
  copy?: DeflatedCopy,
  /** Sees every checked byte too (the region map's colour count); inflating waits on it. */
  tap?: (chunk: Buffer) => void | Promise<void>,
): Promise<ReadEntryResult> {
  const stream = await openReadStream(zipfile, entry);
  const check = createTgaStreamCheck(name, maxBytes);
  let count = 0;
  let crc = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      count += chunk.length;
      if (count > maxBytes) throw zipErrors.tooLarge(LIVERY_ZIP_MESSAGES.entryTooLarge(name, maxBytes));
      crc = crc32(chunk, crc);
      check.write(chunk);
      await tap?.(chunk);
      if (copy) await copy.write(chunk);
    }
  } finally {
    // `for await` destroys the stream when the loop throws; this also covers an error thrown by the
    // iterator itself. Destroying releases yauzl's reference on the file descriptor.
    stream.destroy();
  }
  // yauzl does not check CRC-32: a corrupted entry would otherwise pass and break in the game.
  if (crc !== entry.crc32) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.damaged);
  return { uncompressedSize: count, crc32: crc, tga: check.end() };
}

function openReadStream(zipfile: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
  });
}
