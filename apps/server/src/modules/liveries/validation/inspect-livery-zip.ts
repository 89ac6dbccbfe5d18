import { close, open } from 'node:fs';
import { open as openFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkTgaPair, LIMITS, type RegionCounts, type TgaHeader } from '@paddock/contract';
import yauzl, { type Entry, type LocalFileHeader, type ZipFile } from 'yauzl';
import { AppError } from '../../../lib/app-error';
import { createDeflatedCopy } from './deflated-copy';
import { readZipEntry } from './read-zip-entry';
import { type RegionCount, startRegionCount } from './region-count-thread';
import { isSystemError, LIVERY_ZIP_MESSAGES, zipErrors } from './validation-errors';
import {
  checkEntryRecord,
  checkLocalHeader,
  checkNoOverlap,
  LIVERY_ENTRY_NAMES,
  type LiveryEntryRole,
} from './zip-entry-rules';
import { checkZipLayout } from './zip-layout';

export interface LiveryZipLimits {
  liveryZipBytesMax: number;
  /** Inflated bytes allowed per entry, counted while inflating. */
  tgaEntryBytesMax: number;
}

export const DEFAULT_LIVERY_ZIP_LIMITS: Readonly<LiveryZipLimits> = {
  liveryZipBytesMax: LIMITS.liveryZipBytesMax,
  tgaEntryBytesMax: LIMITS.tgaEntryBytesMax,
};

export interface LiveryZipEntry {
  /** The name as stored in the zip (it may differ in case from the canonical name). */
  name: string;
  role: LiveryEntryRole;
  uncompressedSize: number;
  crc32: number;
  tga: TgaHeader;
  /** With `copyDir`: the checked bytes, deflated, and their compressed size. */
  deflated?: { path: string; size: number };
}

export interface LiveryZipInspection {
  /** Always two: the livery (`customskin.tga`) first, then the region map. */
  entries: LiveryZipEntry[];
  /** With `countRegions`: the region map's pixels by colour (REGIONS order, then unrecognised). */
  regionCounts?: RegionCounts;
}

const openDescriptor = promisify(open);
const closeDescriptor = promisify(close);

/**
 * Checks a livery zip on disk against DESIGN §5 and resolves with its two entries, or throws an
 * `AppError`: 415 NOT_A_ZIP, 413 LIVERY_TOO_LARGE, 400 INVALID_LIVERY_ZIP (the message says what
 * is wrong). File-system errors are rethrown untouched (they are server faults). The zip's file
 * descriptor is closed before the promise settles, whatever happens. With `copyDir`, each checked
 * entry is also deflated into a file there (named after its role), for the server to rebuild the
 * zip from; the caller owns and removes that folder. With `countRegions`, the region map's pixels
 * are counted by colour as they inflate, in a worker thread.
 */
export async function inspectLiveryZip(
  zipPath: string,
  limits: Partial<LiveryZipLimits> = {},
  options: { copyDir?: string; countRegions?: boolean } = {},
): Promise<LiveryZipInspection> {
  const { liveryZipBytesMax, tgaEntryBytesMax } = { ...DEFAULT_LIVERY_ZIP_LIMITS, ...limits };
  const { size } = await stat(zipPath);
  if (size > liveryZipBytesMax) throw zipErrors.tooLarge(LIVERY_ZIP_MESSAGES.zipTooLarge(liveryZipBytesMax));
  await assertStartsLikeZip(zipPath);

  const zipfile = await openZip(zipPath);
  let regionCount: RegionCount | undefined;
  try {
    // The count comes from the end-of-central-directory record: a zip of 100,000 entries is
    // refused before a single one is read.
    if (zipfile.entryCount !== 2) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.entryCount);
    // The count is only the end record's word: the central directory and local entries must agree.
    await checkZipLayout(zipPath);
    const entries: LiveryZipEntry[] = [];
    const ranges: { start: number; end: number }[] = [];
    for (let i = 0; i < 2; i += 1) {
      const entry = await nextEntry(zipfile);
      const role = checkEntryRecord(entry);
      if (entries.some((seen) => seen.role === role)) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.duplicate);
      const local = await readLocalHeader(zipfile, entry);
      checkLocalHeader(entry, local);
      ranges.push({ start: entry.relativeOffsetOfLocalHeader, end: local.fileDataStart + entry.compressedSize });
      checkNoOverlap(ranges);
      const copy = options.copyDir ? createDeflatedCopy(path.join(options.copyDir, `${role}.deflate`)) : undefined;
      if (role === 'regionMap' && options.countRegions) regionCount = startRegionCount();
      const tap = role === 'regionMap' ? regionCount?.write : undefined;
      try {
        const read = await readZipEntry(zipfile, entry, LIVERY_ENTRY_NAMES[role], tgaEntryBytesMax, copy, tap);
        const deflated = copy ? { deflated: { path: copy.path, size: await copy.finish() } } : {};
        entries.push({ name: entry.fileName, role, ...read, ...deflated });
      } catch (error) {
        await copy?.abort();
        throw error;
      }
    }
    const livery = entries.find((entry) => entry.role === 'livery');
    const regionMap = entries.find((entry) => entry.role === 'regionMap');
    if (!livery || !regionMap) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.entryCount);
    const pair = checkTgaPair(livery.tga, regionMap.tga);
    if (!pair.ok) throw zipErrors.invalid(pair.message);
    const regionCounts = await regionCount?.finish();
    return { entries: [livery, regionMap], ...(regionCounts ? { regionCounts } : {}) };
  } catch (error) {
    regionCount?.stop();
    throw toAppError(error);
  } finally {
    await closeZip(zipfile);
  }
}

/**
 * yauzl finds the central directory from the end, so it accepts anything with a zip appended (a
 * PNG or HTML "polyglot", a self-extracting program). A livery zip built by our web app starts with
 * a local file header; an empty zip starts with the end record (and fails the entry count).
 */
async function assertStartsLikeZip(zipPath: string): Promise<void> {
  const file = await openFile(zipPath, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    const signature = bytesRead === 4 ? buffer.readUInt32LE(0) : 0;
    if (signature !== 0x04034b50 && signature !== 0x06054b50) throw zipErrors.notAZip();
  } finally {
    await file.close();
  }
}

/**
 * Opens the descriptor here rather than through yauzl.open: on a zip it cannot read, yauzl.open
 * closes the descriptor only after it has rejected, so "closed before the promise settles" would
 * not hold.
 */
async function openZip(zipPath: string): Promise<ZipFile> {
  // A plain descriptor, not a FileHandle: yauzl closes it itself when the zip is closed.
  const fd = await openDescriptor(zipPath, 'r');
  try {
    return await new Promise((resolve, reject) => {
      // autoClose off: the zip is closed in one place (closeZip), on success and on failure alike.
      const options = { lazyEntries: true, validateEntrySizes: true, strictFileNames: true, autoClose: false };
      yauzl.fromFd(fd, options, (error, zipfile) => {
        if (error) return reject(isSystemError(error) ? error : zipErrors.notAZip());
        // yauzl may still report an error (e.g. closing the descriptor) after we are done: an
        // unhandled 'error' event would crash the process.
        zipfile.on('error', () => {});
        resolve(zipfile);
      });
    });
  } catch (error) {
    await closeDescriptor(fd);
    throw error;
  }
}

function nextEntry(zipfile: ZipFile): Promise<Entry> {
  return new Promise((resolve, reject) => {
    const cleanup = () => zipfile.off('entry', onEntry).off('error', onError).off('end', onEnd);
    function onEntry(entry: Entry) {
      cleanup();
      resolve(entry);
    }
    function onError(error: Error) {
      cleanup();
      reject(error);
    }
    function onEnd() {
      cleanup();
      reject(zipErrors.invalid(LIVERY_ZIP_MESSAGES.entryCount));
    }
    zipfile.on('entry', onEntry).on('error', onError).on('end', onEnd);
    zipfile.readEntry();
  });
}

function readLocalHeader(zipfile: ZipFile, entry: Entry): Promise<LocalFileHeader> {
  return new Promise((resolve, reject) => {
    zipfile.readLocalFileHeader(entry, {}, (error, header) => (error ? reject(error) : resolve(header)));
  });
}

/** Closes the zip and waits until its descriptor is really closed (bounded, in case a stream leaks). */
function closeZip(zipfile: ZipFile): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 2000);
    timer.unref();
    zipfile.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    zipfile.close();
  });
}

/** Maps yauzl's and zlib's plain errors to the rule they break; ours and the file system's pass through. */
function toAppError(error: unknown): unknown {
  if (error instanceof AppError || isSystemError(error)) return error;
  const message = error instanceof Error ? error.message : '';
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
    return zipErrors.invalid(LIVERY_ZIP_MESSAGES.badName);
  }
  if (/encrypt/.test(message)) return zipErrors.invalid(LIVERY_ZIP_MESSAGES.encrypted);
  if (/unsupported compression method/.test(message)) return zipErrors.invalid(LIVERY_ZIP_MESSAGES.compression);
  // Sizes that disagree with the central directory, bad deflate data, truncated structures.
  return zipErrors.invalid(LIVERY_ZIP_MESSAGES.damaged);
}
