import { type FileHandle, open } from 'node:fs/promises';
import { LIVERY_ZIP_MESSAGES, zipErrors } from './validation-errors';

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_DESCRIPTOR = 0x08074b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const FLAG_DATA_DESCRIPTOR = 0x0008;

interface CentralRecord {
  localOffset: number;
  compressedSize: number;
  uncompressedSize: number;
  crc: number;
  flags: number;
}

/**
 * Unzip tools disagree on where a zip's truth lies: yauzl reads as many central records as the end
 * record counts; Info-ZIP, Python and Java read the whole central directory; streaming readers walk
 * the local headers from the start. So every byte must be accounted for by one story: the end
 * record's count matches the records in the central directory, which fills exactly the space the
 * end record gives it, and the local entries it names follow one another from byte 0 up to the
 * central directory with nothing in between, before, or unlisted. Any other layout is refused.
 */
export async function checkZipLayout(zipPath: string): Promise<void> {
  const file = await open(zipPath, 'r');
  try {
    const { size } = await file.stat();
    const end = await readEnd(file, size);
    const records = await readCentralDirectory(file, end);
    await walkLocalEntries(file, records, end.cdOffset);
  } finally {
    await file.close();
  }
}

const hidden = () => zipErrors.invalid(LIVERY_ZIP_MESSAGES.hiddenContent);

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
  if (bytesRead !== length) throw hidden();
  return buffer;
}

/** The end record must close the file: found where its comment length says, not anywhere near the end. */
async function readEnd(file: FileHandle, size: number) {
  const tailLength = Math.min(size, END_SIZE + 0xffff);
  const tail = await read(file, size - tailLength, tailLength);
  for (let i = tail.length - END_SIZE; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) !== SIG_END || i + END_SIZE + tail.readUInt16LE(i + 20) !== tail.length) continue;
    const position = size - tailLength + i;
    const end = {
      position,
      disk: tail.readUInt16LE(i + 4),
      cdDisk: tail.readUInt16LE(i + 6),
      entriesOnDisk: tail.readUInt16LE(i + 8),
      entries: tail.readUInt16LE(i + 10),
      cdSize: tail.readUInt32LE(i + 12),
      cdOffset: tail.readUInt32LE(i + 16),
    };
    // A livery never needs ZIP64 (or several disks); its records could tell yet another story.
    const zip64 = position >= 20 && (await read(file, position - 20, 4)).readUInt32LE(0) === SIG_ZIP64_LOCATOR;
    if (zip64 || end.disk !== 0 || end.cdDisk !== 0 || end.entriesOnDisk !== end.entries) throw hidden();
    // The central directory ends exactly where the end record starts.
    if (end.cdOffset + end.cdSize !== position) throw hidden();
    return end;
  }
  throw hidden();
}

async function readCentralDirectory(
  file: FileHandle,
  end: { entries: number; cdOffset: number; cdSize: number },
): Promise<CentralRecord[]> {
  const records: CentralRecord[] = [];
  let position = end.cdOffset;
  for (let i = 0; i < end.entries; i += 1) {
    if (position + CENTRAL_SIZE > end.cdOffset + end.cdSize) throw hidden();
    const header = await read(file, position, CENTRAL_SIZE);
    if (header.readUInt32LE(0) !== SIG_CENTRAL) throw hidden();
    records.push({
      flags: header.readUInt16LE(8),
      crc: header.readUInt32LE(16),
      compressedSize: header.readUInt32LE(20),
      uncompressedSize: header.readUInt32LE(24),
      localOffset: header.readUInt32LE(42),
    });
    position += CENTRAL_SIZE + header.readUInt16LE(28) + header.readUInt16LE(30) + header.readUInt16LE(32);
  }
  // More records than the end record counts (or anything else) in the directory's space.
  if (position !== end.cdOffset + end.cdSize) throw hidden();
  return records;
}

/** From byte 0 to the central directory: each local entry is one the directory names, back to back. */
async function walkLocalEntries(file: FileHandle, records: CentralRecord[], cdOffset: number): Promise<void> {
  let position = 0;
  for (const record of [...records].sort((a, b) => a.localOffset - b.localOffset)) {
    if (record.localOffset !== position) throw hidden();
    const header = await read(file, position, LOCAL_SIZE);
    if (header.readUInt32LE(0) !== SIG_LOCAL) throw hidden();
    position += LOCAL_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28) + record.compressedSize;
    if ((header.readUInt16LE(6) | record.flags) & FLAG_DATA_DESCRIPTOR) {
      position += await descriptorLength(file, position, record);
    }
    if (position > cdOffset) throw hidden();
  }
  if (position !== cdOffset) throw hidden();
}

/** A data descriptor after the data: 12 bytes, or 16 with its optional signature, repeating the central record. */
async function descriptorLength(file: FileHandle, position: number, record: CentralRecord): Promise<number> {
  const bytes = await read(file, position, 16);
  const matches = (at: number) =>
    bytes.readUInt32LE(at) === record.crc &&
    bytes.readUInt32LE(at + 4) === record.compressedSize &&
    bytes.readUInt32LE(at + 8) === record.uncompressedSize;
  if (bytes.readUInt32LE(0) === SIG_DESCRIPTOR && matches(4)) return 16;
  if (matches(0)) return 12;
  throw hidden();
}
