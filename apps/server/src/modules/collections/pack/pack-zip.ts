import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import { LIVERY_ZIP_ENTRIES, type PackManifest, packFolderName } from '@paddock/contract';
import { centralRecord, endRecord, localHeader, type ZipRecordEntry } from '../../../lib/zip-records';
import type { Storage } from '../../../storage/storage';
import { storedZipEntries } from './stored-zip-entries';

export interface PackLivery {
  liveryId: number;
  title: string;
  carModelName: string;
  fileKey: string;
  carNumber: string | null;
  driverOrTeam: string | null;
}

export interface PackHeader {
  name: string;
  description: string | null;
  createdBy: string | null;
}

/** Each livery's folder, "07 - Team - Title", with " (2)" added when two would be alike. */
export function packFolders(liveries: readonly PackLivery[]): string[] {
  const taken = new Set<string>();
  return liveries.map((l, index) => {
    const base = packFolderName(index, { carNumber: l.carNumber, driverOrTeam: l.driverOrTeam, title: l.title });
    let folder = base;
    for (let n = 2; taken.has(folder.toLowerCase()); n++) folder = `${base} (${n})`;
    taken.add(folder.toLowerCase());
    return folder;
  });
}

export function packManifest(header: PackHeader, liveries: readonly PackLivery[]): PackManifest {
  const folders = packFolders(liveries);
  return {
    ...header,
    entries: liveries.map((l, i) => ({
      carNumber: l.carNumber,
      driverOrTeam: l.driverOrTeam,
      liveryId: l.liveryId,
      title: l.title,
      carModel: l.carModelName,
      folder: folders[i] as string,
      files: [LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap],
    })),
  };
}

/**
 * The league pack as one zip, streamed: each livery's two TGAs in its own folder (their deflated
 * bytes copied from the stored livery zip, one livery open at a time), then `pack.json`, then the
 * central directory. Memory stays flat whatever the pack's size.
 */
export function packZipStream(storage: Storage, header: PackHeader, liveries: readonly PackLivery[]): Readable {
  const manifest = packManifest(header, liveries);
  const modified = new Date();
  async function* bytes(): AsyncGenerator<Buffer> {
    const centrals: Buffer[] = [];
    let offset = 0;
    const add = function* (record: ZipRecordEntry): Generator<Buffer> {
      const local = localHeader(record);
      centrals.push(centralRecord(record));
      offset += local.length + record.compressedSize;
      yield local;
    };
    for (const [i, livery] of liveries.entries()) {
      const folder = manifest.entries[i]?.folder as string;
      const source = await storage.openRead(livery.fileKey);
      try {
        for await (const entry of storedZipEntries(source)) {
          yield* add({ ...entry, name: `${folder}/${entry.name}`, offset, modified });
          yield* entry.data;
        }
      } finally {
        source.destroy();
      }
    }
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    const deflated = deflateRawSync(json);
    yield* add({
      name: 'pack.json',
      crc32: crc32(json),
      compressedSize: deflated.length,
      uncompressedSize: json.length,
      offset,
      modified,
    });
    yield deflated;
    const directory = Buffer.concat(centrals);
    yield directory;
    yield endRecord(centrals.length, directory.length, offset);
  }
  return Readable.from(bytes(), { objectMode: false });
}
