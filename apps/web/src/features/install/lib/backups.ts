import {
  BACKUPS_FOLDER,
  type InstallRecord,
  LIVERY_FILES,
  type LiveryFileName,
  ORIGINAL_FOLDER,
  type ReplacedLivery,
  type SavedBackup,
} from '@/lib/installed-liveries/install-record';
import { type DirectoryEntry, isNotFound, readFileIfAny, removeIfAny, writeWholeFile } from './directory';
import { InstallError } from './install-errors';

/** The note inside ORIGINAL_FOLDER: tells a player browsing the folder what it is, and keeps its date. */
export const ABOUT_FILE = 'About these files.txt';

export const aboutText = (savedAt: string) =>
  `Paddock saved these files on ${savedAt}, before it first wrote into this car’s folder. ` +
  'Restore (Installed, in Paddock’s header) puts them back. Paddock never overwrites or removes this folder.\n';

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

export function backupName(now: Date, of: ReplacedLivery | null, note?: string): string {
  const source = of ? `${folderSafe(of.title)} (#${of.liveryId})` : 'files not installed by Paddock';
  return `${stamp(now)} ${note ?? 'before replacing'} ${source}`;
}

/** The files there now, by name (only the two livery files). */
export async function currentFiles(folder: DirectoryEntry) {
  const found = new Map<LiveryFileName, Blob>();
  for (const name of LIVERY_FILES) {
    const file = await readFileIfAny(folder, name);
    if (file) found.set(name, file);
  }
  return found;
}

/** True when the files there are exactly what the record says Paddock wrote. */
export function untouchedSince(found: Map<LiveryFileName, Blob>, record: InstallRecord): boolean {
  return found.size === record.files.length && record.files.every((f) => found.get(f.name)?.size === f.size);
}

/**
 * Copies the files into a new backup folder and reads each copy back before anyone overwrites the
 * originals; if any step fails the half-made backup goes and the error is a backup failure, so the
 * caller changes nothing.
 */
export async function backUp(
  folder: DirectoryEntry,
  found: Map<LiveryFileName, Blob>,
  name: string,
  progress: (bytes: number) => void = () => undefined,
  note?: string,
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
    if (note) await writeWholeFile(target, ABOUT_FILE, new TextEncoder().encode(note));
  } catch (error) {
    await removeIfAny(backups, name, true).catch(() => undefined);
    throw InstallError.backup(error);
  }
  return name;
}

/** A folder's child folder, or null when there is none. */
async function folderIfAny(parent: DirectoryEntry, name: string): Promise<DirectoryEntry | null> {
  try {
    return await parent.getDirectoryHandle(name);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The original files' backup on disk, when Paddock made one in this folder before (from any record). */
export async function findOriginal(folder: DirectoryEntry): Promise<SavedBackup | null> {
  const backups = await folderIfAny(folder, BACKUPS_FOLDER);
  const original = backups && (await folderIfAny(backups, ORIGINAL_FOLDER));
  if (!original) return null;
  const files = await currentFiles(original);
  const about = await readFileIfAny(original, ABOUT_FILE);
  const savedAt = about ? (/saved these files on (\S+),/.exec(await about.text())?.[1] ?? null) : null;
  return { folder: ORIGINAL_FOLDER, files: [...files.keys()], of: null, savedAt };
}

/** The first backup in a folder: what was there (perhaps nothing) before Paddock first wrote into it. */
export async function saveOriginal(
  folder: DirectoryEntry,
  found: Map<LiveryFileName, Blob>,
  now: Date,
  progress: (bytes: number) => void,
): Promise<SavedBackup> {
  const savedAt = now.toISOString();
  await backUp(folder, found, ORIGINAL_FOLDER, progress, aboutText(savedAt));
  return { folder: ORIGINAL_FOLDER, files: [...found.keys()], of: null, savedAt };
}

/** Copies a backup's files into the folder and removes the livery files it did not hold. */
export async function putBack(folder: DirectoryEntry, backup: Pick<SavedBackup, 'folder' | 'files'> | null) {
  const source = backup
    ? await (await folder.getDirectoryHandle(BACKUPS_FOLDER)).getDirectoryHandle(backup.folder)
    : null;
  for (const name of LIVERY_FILES) {
    const saved = source && backup?.files.includes(name) ? await readFileIfAny(source, name) : null;
    if (saved) await writeWholeFile(folder, name, saved);
    else await removeIfAny(folder, name);
  }
}
