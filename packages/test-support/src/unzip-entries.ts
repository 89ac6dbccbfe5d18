import { crc32, inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

const SIG_LOCAL = 0x04034b50;
const SIG_DESCRIPTOR = 0x08074b50;
const SIG_END = 0x06054b50;
const LOCAL_SIZE = 30;
const END_SIZE = 22;
const FLAG_DATA_DESCRIPTOR = 0x08;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

/**
 * Every entry of a zip held in memory, by name, checked to the byte: for asserting what a download
 * really contains (the server tests and the browser journeys). yauzl reads the central directory;
 * each local header must then repeat its record (name, method, flags, CRC-32 and both sizes, or a
 * data descriptor that does), the compressed bytes must be exactly one deflate stream, the content
 * must have the recorded size and CRC-32, and the entries must fill the file from byte 0 to the
 * central directory. Players' unzip tools refuse a zip that breaks any of these, so a test must too.
 */
export async function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const entries = (await centralEntries(zip)).sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  const out = new Map<string, Buffer>();
  let position = 0;
  for (const entry of entries) {
    if (out.has(entry.fileName)) throw zipError(entry, 'is in the zip twice');
    if (entry.relativeOffsetOfLocalHeader !== position)
      throw zipError(
        entry,
        `starts at byte ${entry.relativeOffsetOfLocalHeader}, not ${position} where the previous entry ends`,
      );
    const { data, end } = checkedEntry(zip, entry);
    out.set(entry.fileName, data);
    position = end;
  }
  const directory = centralDirectory(zip);
  if (position !== directory.offset)
    throw new Error(`zip: the entries end at byte ${position}, the central directory starts at ${directory.offset}`);
  if (directory.offset + directory.size !== directory.end)
    throw new Error(
      `zip: the central directory ends at byte ${directory.offset + directory.size}, the end record starts at ${directory.end}`,
    );
  return out;
}

/** The central directory's records, as yauzl reads them (end record and directory checked by it). */
function centralEntries(zip: Buffer): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (err, file) => {
      if (err || !file) return reject(err);
      const entries: yauzl.Entry[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        file.readEntry();
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** One entry's content, after checking its local header, bytes and descriptor against its central record. */
function checkedEntry(zip: Buffer, entry: yauzl.Entry): { data: Buffer; end: number } {
  const at = entry.relativeOffsetOfLocalHeader;
  const header = slice(zip, at, LOCAL_SIZE, entry, 'local header');
  if (header.readUInt32LE(0) !== SIG_LOCAL) throw zipError(entry, 'has no local header where the directory says');
  const nameLength = header.readUInt16LE(26);
  const name = slice(zip, at + LOCAL_SIZE, nameLength, entry, 'local name');
  if (!name.equals(entry.fileNameRaw)) throw zipError(entry, `has another name in its local header (${name})`);
  const flags = header.readUInt16LE(6);
  const method = header.readUInt16LE(8);
  if (flags !== entry.generalPurposeBitFlag)
    throw zipError(entry, `local flags ${flags} ≠ central ${entry.generalPurposeBitFlag}`);
  if (method !== entry.compressionMethod)
    throw zipError(entry, `local method ${method} ≠ central ${entry.compressionMethod}`);

  const dataStart = at + LOCAL_SIZE + nameLength + header.readUInt16LE(28);
  const raw = slice(zip, dataStart, entry.compressedSize, entry, 'compressed bytes');
  let end = dataStart + raw.length;
  if (flags & FLAG_DATA_DESCRIPTOR) end += descriptorLength(zip, end, entry);
  else expectRecorded(entry, 'local header', header, 14);

  const data = decode(raw, entry);
  if (data.length !== entry.uncompressedSize)
    throw zipError(entry, `holds ${data.length} bytes, its records say ${entry.uncompressedSize}`);
  const crc = crc32(data) >>> 0;
  if (crc !== entry.crc32)
    throw zipError(entry, `CRC-32 of its content is ${hex(crc)}, its records say ${hex(entry.crc32)}`);
  return { data, end };
}

/** Stored bytes as they are, or one deflate stream that uses every compressed byte and no more. */
function decode(raw: Buffer, entry: yauzl.Entry): Buffer {
  if (entry.compressionMethod === METHOD_STORED) return raw;
  if (entry.compressionMethod !== METHOD_DEFLATE) throw zipError(entry, `uses method ${entry.compressionMethod}`);
  let inflated: { buffer: Buffer; engine: { bytesWritten: number } };
  try {
    // `info` adds how much input the stream took: bytes after its end are otherwise ignored silently.
    inflated = inflateRawSync(raw, { info: true }) as unknown as typeof inflated;
  } catch (error) {
    throw zipError(entry, `does not inflate (${(error as Error).message})`);
  }
  if (inflated.engine.bytesWritten !== raw.length)
    throw zipError(
      entry,
      `deflate stream ends after ${inflated.engine.bytesWritten} of its ${raw.length} compressed bytes`,
    );
  return inflated.buffer;
}

/** A data descriptor (with or without its signature) repeating the central record's CRC-32 and sizes. */
function descriptorLength(zip: Buffer, at: number, entry: yauzl.Entry): number {
  const signed = zip.length >= at + 4 && zip.readUInt32LE(at) === SIG_DESCRIPTOR;
  const fields = slice(zip, signed ? at + 4 : at, 12, entry, 'data descriptor');
  expectRecorded(entry, 'data descriptor', fields, 0);
  return signed ? 16 : 12;
}

/** CRC-32, compressed and uncompressed size at `at` in `record` must be the central record's. */
function expectRecorded(entry: yauzl.Entry, where: string, record: Buffer, at: number): void {
  const found = [record.readUInt32LE(at), record.readUInt32LE(at + 4), record.readUInt32LE(at + 8)];
  const central = [entry.crc32, entry.compressedSize, entry.uncompressedSize];
  if (found.some((value, i) => value !== central[i]))
    throw zipError(entry, `${where} says CRC-32/sizes ${found.map(hex)}, the central directory ${central.map(hex)}`);
}

/** The central directory as the end record (closing the file, after its comment) places it. */
function centralDirectory(zip: Buffer): { offset: number; size: number; end: number } {
  for (let at = zip.length - END_SIZE; at >= 0; at -= 1) {
    if (zip.readUInt32LE(at) === SIG_END && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length)
      return { offset: zip.readUInt32LE(at + 16), size: zip.readUInt32LE(at + 12), end: at };
  }
  throw new Error('zip: no end record closes the file');
}

function slice(zip: Buffer, at: number, length: number, entry: yauzl.Entry, what: string): Buffer {
  if (at + length > zip.length) throw zipError(entry, `${what} runs past the end of the zip`);
  return zip.subarray(at, at + length);
}

const hex = (n: number) => `0x${n.toString(16)}`;
const zipError = (entry: yauzl.Entry, problem: string) =>
  new Error(`zip entry ${JSON.stringify(entry.fileName)} ${problem}`);
