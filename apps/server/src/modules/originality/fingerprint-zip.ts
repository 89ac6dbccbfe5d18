import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createTextureGrid, fingerprintGrid, LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Storage } from '../../storage/storage';
import type { TempFiles } from '../../storage/temp-files';
import type { Fingerprint } from './fingerprint';

export interface VersionFingerprints {
  texture: Fingerprint;
  /** The region map's hash; null when the zip has none (it is optional, spec member-site §4). */
  regionHash: string | null;
}

/**
 * Fingerprints a stored livery zip (the one the server rebuilt from checked entries): copied to a
 * temporary file, since a zip is read from its end, then its two textures inflated through the
 * streaming decoder into 64² grids (the contract's, as the upload page's worker does). Runs in the background job, never in an upload's request.
 */
export async function fingerprintStoredZip(
  storage: Storage,
  tempFiles: TempFiles,
  fileKey: string,
): Promise<VersionFingerprints> {
  const file = await tempFiles.createTempPath('.zip');
  try {
    await pipeline(await storage.openRead(fileKey), createWriteStream(file));
    const zip = await openZip(file);
    try {
      const grids = new Map<string, Uint8Array | null>();
      for await (const entry of entriesOf(zip)) {
        const name = entry.fileName.toLowerCase();
        if (name !== LIVERY_ZIP_ENTRIES.livery && name !== LIVERY_ZIP_ENTRIES.regionMap) continue;
        const grid = createTextureGrid();
        for await (const chunk of (await openEntry(zip, entry)) as AsyncIterable<Buffer>) grid.write(chunk);
        grids.set(name, grid.finish());
      }
      const texture = grids.get(LIVERY_ZIP_ENTRIES.livery);
      if (!texture) throw new Error(`${LIVERY_ZIP_ENTRIES.livery} is missing or could not be decoded.`);
      const region = grids.get(LIVERY_ZIP_ENTRIES.regionMap);
      return {
        texture: fingerprintGrid(texture),
        regionHash: region ? fingerprintGrid(region).hash : null,
      };
    } finally {
      zip.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );
}

async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  while (true) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (e: Entry) => done(e);
      const onEnd = () => done(null);
      const onError = (error: Error) => {
        zip.off('entry', onEntry).off('end', onEnd);
        reject(error);
      };
      const done = (e: Entry | null) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        resolve(e);
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}
