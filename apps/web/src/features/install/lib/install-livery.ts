import { installFolderSegments } from '@paddock/contract';
import {
  BACKUPS_FOLDER,
  type InstallRecord,
  LIVERY_FILES,
  type LiveryFileName,
  type LiveryToInstall,
  type ReplacedLivery,
} from '@/lib/installed-liveries/install-record';
import { type DirectoryEntry, openFolder, readFileIfAny, removeIfAny, writeWholeFile } from './directory';
import { InstallError } from './install-errors';

export type LiveryFiles = Record<LiveryFileName, Uint8Array<ArrayBuffer>>;

/** Steps of an install, for the progress bar: done of total bytes written (backups included). */
export type WriteProgress = (done: number, total: number) => void;

/** `2026-11-25 21-14-03`: a folder name that sorts by date and is valid on Windows. */
function stamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())} ${p(now.getHours())}-${p(now.getMinutes())}-${p(now.getSeconds())}`;
}

/** A livery title as part of a folder name: no characters Windows refuses, no trailing dot or space. */
function folderSafe(title: string): string {
  const cleaned = title.replace(/[<>:"/\\|?*\p{Cc}]/gu, '_').slice(0, 60);
  return cleaned.replace(/[. ]+$/, '').trim() || 'livery';
}

function backupName(now: Date, of: ReplacedLivery | null, note?: string): string {
  const source = of ? `${folderSafe(of.title)} (#${of.liveryId})` : 'files not installed by Paddock';
  return `${stamp(now)} ${note ?? 'before replacing'} ${source}`;
}

/** The files there now, by name (only the two livery files). */
async function currentFiles(folder: DirectoryEntry) {
  const found = new Map<LiveryFileName, Blob>();
  for (const name of LIVERY_FILES) {
    const file = await readFileIfAny(folder, name);
    if (file) found.set(name, file);
  }
  return found;
}

/** True when the files there are exactly what the record says Paddock wrote. */
function untouchedSince(found: Map<LiveryFileName, Blob>, record: InstallRecord): boolean {
  return found.size === record.files.length && record.files.every((f) => found.get(f.name)?.size === f.size);
}

/**
 * Copies the files into a new backup folder and reads each copy back before anyone overwrites the
 * originals; if any step fails the half-made backup goes and the error is a backup failure, so the
 * caller changes nothing.
 */
async function backUp(
  folder: DirectoryEntry,
  found: Map<LiveryFileName, Blob>,
  name: string,
  progress: (bytes: number) => void = () => undefined,
) {
  const backups = await folder.getDirectoryHandle(BACKUPS_FOLDER, { create: true });
  try {
    const target = await backups.getDirectoryHandle(name, { create: true });
    for (const [file, blob] of found) {
      await writeWholeFile(target, file, blob);
      const copy = await readFileIfAny(target, file);
      if (copy?.size !== blob.size) throw new Error(`The copy of ${file} reads back wrong.`);
      progress(blob.size);
    }
  } catch (error) {
    await removeIfAny(backups, name, true).catch(() => undefined);
    throw InstallError.backup(error);
  }
  return name;
}

function summary(record: InstallRecord): ReplacedLivery {
  const { backup: _previous, ...rest } = record;
  return rest;
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
 * Installs the two files into the car's folder. Whatever is there first goes to a backup folder
 * named with the date and the livery it came from (checked by reading it back); only then are the
 * files written. A write that fails half-way puts the backup back, so the folder is never left
 * with half a livery. Answers the record to keep.
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

  let backup: InstallRecord['backup'] = null;
  if (found.size > 0) {
    const of = current && untouchedSince(found, current) ? summary(current) : null;
    const name = await backUp(folder, found, backupName(now, of), advance);
    backup = { folder: name, files: [...found.keys()], of };
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
  } satisfies InstallRecord;
}

/** Copies a backup's files into the folder and removes the livery files it did not hold. */
async function putBack(folder: DirectoryEntry, backup: InstallRecord['backup']): Promise<void> {
  const source = backup
    ? await (await folder.getDirectoryHandle(BACKUPS_FOLDER)).getDirectoryHandle(backup.folder)
    : null;
  for (const name of LIVERY_FILES) {
    const saved = source && backup?.files.includes(name) ? await readFileIfAny(source, name) : null;
    if (saved) await writeWholeFile(folder, name, saved);
    else await removeIfAny(folder, name);
  }
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

/**
 * Restore: puts the backup back (the backup folder stays on disk). Answers the record of the
 * Paddock livery that is installed again, when the backup held one, else null.
 */
export async function restoreInstall(root: DirectoryEntry, record: InstallRecord, now: Date) {
  const folder = await openFolder(root, installFolderSegments(record.installFolder), false);
  await keepPlayerChanges(folder, record, now);
  await putBack(folder, record.backup);
  const of = record.backup?.of;
  return of ? ({ ...of, backup: null } satisfies InstallRecord) : null;
}

/** Remove: deletes the two files Paddock wrote (backups stay on disk). */
export async function removeInstall(root: DirectoryEntry, record: InstallRecord, now: Date): Promise<void> {
  const folder = await openFolder(root, installFolderSegments(record.installFolder), false);
  await keepPlayerChanges(folder, record, now);
  for (const name of LIVERY_FILES) await removeIfAny(folder, name);
}
