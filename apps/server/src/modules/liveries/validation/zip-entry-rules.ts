import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import type { Entry, LocalFileHeader } from 'yauzl';
import { LIVERY_ZIP_MESSAGES, zipErrors } from './validation-errors';

export type LiveryEntryRole = 'livery' | 'regionMap';

export const LIVERY_ENTRY_NAMES: Record<LiveryEntryRole, string> = LIVERY_ZIP_ENTRIES;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const DOS_DIRECTORY = 0x10;

/**
 * The role of an entry name, or null. Matched case-insensitively because the game runs on Windows
 * (or Wine/Proton), whose file system finds `CustomSkin.TGA` as `customskin.tga`; but only for
 * printable ASCII, so a Unicode look-alike (the Kelvin sign "K" lower-cases to "k") never passes
 * for the real name. Anything with a folder, drive or path separator is not one of the names.
 */
export function entryRole(fileName: string): LiveryEntryRole | null {
  if (!/^[\x21-\x7e]+$/.test(fileName)) return null;
  const lower = fileName.toLowerCase();
  if (lower === LIVERY_ENTRY_NAMES.livery) return 'livery';
  if (lower === LIVERY_ENTRY_NAMES.regionMap) return 'regionMap';
  return null;
}

/** Checks an entry's central-directory record before a byte of it is read; throws a 400 `AppError`. */
export function checkEntryRecord(entry: Entry): LiveryEntryRole {
  if (entry.generalPurposeBitFlag & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) {
    throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.encrypted);
  }
  // The Unix mode lives in the upper 16 bits (symlink, directory, device…); the DOS attributes in
  // the lower ones. Only plain files may be extracted into the game's folder.
  const unixType = (entry.externalFileAttributes >>> 16) & S_IFMT;
  const isDirectory = entry.fileName.endsWith('/') || (entry.externalFileAttributes & DOS_DIRECTORY) !== 0;
  if ((unixType !== 0 && unixType !== S_IFREG) || isDirectory) {
    throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.notAFile);
  }
  // The name must be spelled out in the raw bytes: a Unicode-path extra field that renames the
  // entry for some unzip tools but not others is refused.
  const role = entry.fileNameRaw.toString('latin1') === entry.fileName ? entryRole(entry.fileName) : null;
  if (!role) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.badName);
  if (entry.compressionMethod !== METHOD_STORED && entry.compressionMethod !== METHOD_DEFLATE) {
    throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.compression);
  }
  return role;
}

/**
 * Streaming unzip tools read the local header, not the central directory: both must tell the
 * same story (name, method, encryption), or the file a player extracts is not the file we checked.
 */
export function checkLocalHeader(entry: Entry, local: LocalFileHeader): void {
  if (local.generalPurposeBitFlag & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) {
    throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.encrypted);
  }
  if (!local.fileName.equals(entry.fileNameRaw) || local.compressionMethod !== entry.compressionMethod) {
    throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.damaged);
  }
}

/** Two central records pointing into the same bytes is the overlapping-file zip bomb trick. */
export function checkNoOverlap(ranges: readonly { start: number; end: number }[]): void {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i += 1) {
    if ((sorted[i]?.start ?? 0) < (sorted[i - 1]?.end ?? 0)) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.damaged);
  }
}
