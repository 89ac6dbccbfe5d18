import { installFolderSegments } from '@paddock/contract';
import {
  type InstallRecord,
  LIVERY_FILES,
  type LiveryFileName,
  type LiveryToInstall,
  type ReplacedLivery,
  type SavedBackup,
} from '@/lib/installed-liveries/install-record';
import { backUp, backupName, currentFiles, findOriginal, putBack, saveOriginal, untouchedSince } from './backups';
import { type DirectoryEntry, openFolder, removeIfAny, writeWholeFile } from './directory';

export type LiveryFiles = Record<LiveryFileName, Uint8Array<ArrayBuffer>>;

/** Steps of an install, for the progress bar: done of total bytes written (backups included). */
export type WriteProgress = (done: number, total: number) => void;

function summary(record: InstallRecord): ReplacedLivery {
  const { backup: _previous, original: _original, backups: _backups, ...rest } = record;
  return rest;
}

/**
 * The player's own files as a record from before issue 34 knew them: its backup, when that held
 * files not installed by Paddock; otherwise Paddock cannot tell (null).
 */
function originalOf(current: InstallRecord): SavedBackup | null {
  if (current.original !== undefined) return current.original;
  return current.backup && current.backup.of === null ? current.backup : null;
}

/** The dated backups a record lists, oldest first (a record from before issue 34 knew only its last). */
function datedBackups(current: InstallRecord | undefined, original: SavedBackup | null): SavedBackup[] {
  if (!current) return [];
  if (current.backups) return current.backups;
  return current.backup && current.backup.folder !== original?.folder ? [current.backup] : [];
}

interface InstallJob {
  root: DirectoryEntry;
  livery: LiveryToInstall;
  files: LiveryFiles;
  /** What Paddock last installed in that folder, if anything. */
  current: InstallRecord | undefined;
  now: Date;
  onProgress?: WriteProgress;
}

/**
 * Installs the two files into the car's folder. The first time Paddock writes there, whatever is
 * there (perhaps nothing) is kept as "Your original files", a backup never overwritten; after
 * that, what is there goes to a backup folder named with the date and the livery it came from.
 * Each backup is checked by reading it back; only then are the files written. A write that fails
 * half-way puts the backup back, so the folder is never left with half a livery. Answers the
 * record to keep.
 */
export async function installLivery({ root, livery, files, current, now, onProgress }: InstallJob) {
  const folder = await openFolder(root, installFolderSegments(livery.installFolder), true);
  const found = await currentFiles(folder);
  const total =
    [...found.values()].reduce((n, b) => n + b.size, 0) + LIVERY_FILES.reduce((n, f) => n + files[f].byteLength, 0);
  let done = 0;
  const advance = (bytes: number) => {
    done += bytes;
    onProgress?.(done, total);
  };

  // A record means Paddock wrote here before; without one, the folder on disk tells (a Restore drops the record).
  let original = current ? originalOf(current) : await findOriginal(folder);
  const backups = datedBackups(current, original);
  let backup: SavedBackup | null = null;
  if (!current && !original) {
    original = await saveOriginal(folder, found, now, advance);
    backup = found.size > 0 ? original : null;
  } else if (found.size > 0) {
    const of = current && untouchedSince(found, current) ? summary(current) : null;
    const name = await backUp(folder, found, backupName(now, of), advance);
    backup = { folder: name, files: [...found.keys()], of, savedAt: now.toISOString() };
    backups.push(backup);
  }

  try {
    for (const name of LIVERY_FILES) {
      await writeWholeFile(folder, name, files[name]);
      advance(files[name].byteLength);
    }
  } catch (error) {
    await putBack(folder, backup).catch(() => undefined);
    throw error;
  }

  return {
    liveryId: livery.id,
    title: livery.title,
    installFolder: livery.installFolder,
    carModelName: livery.carModelName,
    liveryUploadDate: livery.uploadDate,
    liveryUpdatedAt: livery.updatedAt,
    installedAt: now.toISOString(),
    files: LIVERY_FILES.map((name) => ({ name, size: files[name].byteLength })),
    backup,
    original,
    backups,
  } satisfies InstallRecord;
}

/**
 * Before Restore or Remove touches the folder: if the player changed the files since Paddock
 * wrote them, they are backed up too, so nothing of theirs is lost.
 */
async function keepPlayerChanges(folder: DirectoryEntry, record: InstallRecord, now: Date) {
  const found = await currentFiles(folder);
  if (found.size > 0 && !untouchedSince(found, record)) {
    await backUp(folder, found, backupName(now, null, 'changed after installing'));
  }
}

/** What Restore puts back: the player's original files, or (a record from before issue 34) its last backup. */
export function restoreSource(record: InstallRecord): SavedBackup | null {
  return record.original ?? record.backup;
}

/**
 * Restore: puts back the files that were there before Paddock first wrote into the folder (the
 * backup folders stay on disk). Answers the record of a Paddock livery that is installed again,
 * which only a record from before issue 34 can lead to, else null.
 */
export async function restoreInstall(root: DirectoryEntry, record: InstallRecord, now: Date) {
  const folder = await openFolder(root, installFolderSegments(record.installFolder), false);
  await keepPlayerChanges(folder, record, now);
  const source = restoreSource(record);
  await putBack(folder, source);
  const of = source?.of;
  return of ? ({ ...of, backup: null } satisfies InstallRecord) : null;
}

/** Remove: deletes the two files Paddock wrote (backups stay on disk). */
export async function removeInstall(root: DirectoryEntry, record: InstallRecord, now: Date): Promise<void> {
  const folder = await openFolder(root, installFolderSegments(record.installFolder), false);
  await keepPlayerChanges(folder, record, now);
  for (const name of LIVERY_FILES) await removeIfAny(folder, name);
}
