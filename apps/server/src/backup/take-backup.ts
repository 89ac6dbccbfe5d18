import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Config } from '../config';
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import { type BackupFile, describeFile, listFiles } from './backup-files';
import { assertLocalSite, BackupError, backupName, DATA_DIR_PARTS, manifestPath, PARTIAL_UPLOADS } from './backup-plan';
import { readSnapshotFacts, type SnapshotFacts } from './snapshot.repository';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  schemaVersion: string;
  counts: { liveries: number; users: number; objects: number };
  totalBytes: number;
  files: BackupFile[];
}

/**
 * Copies a SQLite site into `<to>/paddock-backup-<time>/`, the server running or not: the
 * database through SQLite's online backup API (one consistent moment, writers never blocked),
 * then the uploads folder. The database goes first: an object uploaded meanwhile is only
 * unreferenced in the copy (the sweep removes it after a restore). Built under a hidden name
 * and renamed at the end, so a folder with a manifest is always a whole backup.
 */
export async function takeBackup(config: Config, to: string, now = new Date()): Promise<BackupResult> {
  const site = assertLocalSite(config);
  await stat(site.database).catch(() => {
    throw new BackupError(`No database at ${site.database}: is DATA_DIR right? Nothing was written.`);
  });
  ensurePrivateDir(to);
  const name = backupName(now);
  const target = path.join(to, name);
  if (await exists(target)) throw new BackupError(`${target} already exists: wait a second and try again.`);
  const staging = path.join(to, `.${name}.partial`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: PRIVATE_DIR_MODE });
  try {
    const facts = await snapshotDatabase(site.database, path.join(staging, DATA_DIR_PARTS.database)).catch(
      (error: { code?: string; message?: string }) => {
        if (!error.code?.startsWith('SQLITE_')) throw error;
        throw new BackupError(`${site.database} could not be copied: ${error.message}. Nothing was written.`);
      },
    );
    const objects = await copyUploads(site.uploads, path.join(staging, DATA_DIR_PARTS.uploads));
    const secret = path.join(config.dataDir, DATA_DIR_PARTS.authSecret);
    if (await exists(secret)) await copyPrivate(secret, path.join(staging, DATA_DIR_PARTS.authSecret));
    const manifest = await writeManifest(staging, facts, objects, now);
    await rename(staging, target);
    return { dir: target, manifest };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

async function snapshotDatabase(source: string, file: string): Promise<SnapshotFacts> {
  // Not read-only: a read-only connection could not remove the -wal and -shm it makes when the
  // server is stopped (the last connection to close removes them).
  const live = new BetterSqlite3(source, { fileMustExist: true });
  try {
    // Created private first: the backup writes into it and keeps its mode.
    ensurePrivateFile(file);
    await live.backup(file);
  } finally {
    live.close();
  }
  // One self-contained file (no -wal beside it); the server turns WAL back on when it opens it.
  const copy = new BetterSqlite3(file);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  return readSnapshotFacts(file);
}

/** Copies every stored object (writes in progress left out); returns how many. */
async function copyUploads(root: string, into: string): Promise<number> {
  await mkdir(into, { mode: PRIVATE_DIR_MODE });
  if (!(await exists(root))) return 0;
  const files = await listFiles(root, [PARTIAL_UPLOADS]);
  for (const rel of files) {
    await mkdir(path.dirname(path.join(into, rel)), { recursive: true, mode: PRIVATE_DIR_MODE });
    await copyPrivate(path.join(root, rel), path.join(into, rel)).catch((error: NodeJS.ErrnoException) => {
      // Deleted (a livery removed) between the listing and the copy: not in the snapshot either.
      if (error.code !== 'ENOENT') throw error;
    });
  }
  return (await listFiles(into)).length;
}

async function writeManifest(dir: string, facts: SnapshotFacts, objects: number, now: Date) {
  const files: BackupFile[] = [];
  for (const rel of await listFiles(dir)) files.push(await describeFile(dir, rel));
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    schemaVersion: facts.schemaVersion,
    counts: { liveries: facts.liveries, users: facts.users, objects },
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    files,
  };
  await writeFile(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  return manifest;
}

export async function copyPrivate(from: string, to: string): Promise<void> {
  await copyFile(from, to);
  await chmod(to, PRIVATE_FILE_MODE);
}

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}
