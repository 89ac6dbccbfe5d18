import { crc32, deflateRawSync } from 'node:zlib';
import { centralRecord, endRecord, localHeader } from '../lib/zip-records';

/** A zip of in-memory files (DEFLATE), as the browser's fflate builds one. */
export function zipFiles(files: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const body = deflateRawSync(file.data, { level: 9 });
    const record = {
      name: file.name,
      crc32: crc32(file.data),
      compressedSize: body.length,
      uncompressedSize: file.data.length,
      offset,
      modified: new Date(Date.UTC(1980, 0, 1)),
    };
    const local = Buffer.concat([localHeader(record), body]);
    central.push(centralRecord(record));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  return Buffer.concat([...locals, directory, endRecord(files.length, directory.length, offset)]);
}
