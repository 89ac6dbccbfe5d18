import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Config } from '../config';
import { PRIVATE_DIR_MODE } from '../lib/private-files';
import { sha256Of } from './backup-files';
import { assertLocalSite, BackupError, DATA_DIR_PARTS, manifestPath } from './backup-plan';
import { type BackupManifest, copyPrivate, exists } from './take-backup';

/** Said when DATA_DIR already holds something and `--force` was not given. */
export function notEmptyMessage(dataDir: string, entries: readonly string[]): string {
  return (
    `DATA_DIR ${dataDir} is not empty (it holds ${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}): ` +
    'nothing was restored. Restore into an empty folder, or stop the server and add --force to replace ' +
    'its database, uploads and auth secret with the backup.'
  );
}

/**
 * Brings a backup made by `takeBackup` into `config.dataDir`, which must be empty, or, with
 * `force`, belong to a stopped server. Every file is checked against the manifest before
 * anything is touched, and the copy is built beside the data and moved into place at the end,
 * so a damaged backup or a full disk leaves DATA_DIR as it was.
 */
export async function restoreBackup(config: Config, from: string, { force = false } = {}): Promise<BackupManifest> {
  assertLocalSite(config);
  const manifest = await readManifest(from);
  await assertKnownSchema(manifest.schemaVersion);
  await verifyFiles(from, manifest);
  const dataDir = config.dataDir;
  const present = (await readdir(dataDir)).sort();
  if (present.length > 0 && !force) throw new BackupError(notEmptyMessage(dataDir, present));
  assertNotInUse(path.join(dataDir, DATA_DIR_PARTS.database));

  const staging = path.join(dataDir, '.restore.partial');
  await rm(staging, { recursive: true, force: true });
  try {
    for (const file of manifest.files) {
      const target = path.join(staging, ...file.path.split('/'));
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await copyPrivate(path.join(from, ...file.path.split('/')), target);
    }
    // A site with no upload yet still gets its (empty) uploads folder back.
    await mkdir(path.join(staging, DATA_DIR_PARTS.uploads), { recursive: true, mode: PRIVATE_DIR_MODE });
    await moveIntoPlace(staging, dataDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return manifest;
}

async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(manifestPath(from), 'utf8').catch(() => {
    throw new BackupError(`${from} is not a Paddock backup: it has no manifest.json. Nothing was restored.`);
  });
  try {
    const manifest = JSON.parse(text) as BackupManifest;
    if (manifest.format === 1 && Array.isArray(manifest.files)) return manifest;
  } catch {}
  throw new BackupError(`${manifestPath(from)} is not a manifest this Paddock reads. Nothing was restored.`);
}

/** Every file the manifest lists, present with its size and checksum: a damaged backup is refused whole. */
async function verifyFiles(from: string, manifest: BackupManifest): Promise<void> {
  const names = new Set(manifest.files.map((f) => f.path));
  if (!names.has(DATA_DIR_PARTS.database))
    throw new BackupError(`${from} holds no ${DATA_DIR_PARTS.database}. Nothing was restored.`);
  for (const file of manifest.files) {
    const full = path.resolve(from, ...file.path.split('/'));
    // A manifest naming ../ paths would copy files from outside the backup.
    if (!full.startsWith(path.resolve(from) + path.sep))
      throw new BackupError(`The manifest names ${file.path}, outside the backup. Nothing was restored.`);
    const size = await stat(full).then(
      (s) => s.size,
      () => undefined,
    );
    if (size !== file.bytes || (await sha256Of(full)) !== file.sha256)
      throw new BackupError(
        `The backup is damaged: ${file.path} is missing or differs from its checksum. Nothing was restored.`,
      );
  }
}

/** Replaces the database (its -wal and -shm too), the uploads folder and the auth secret. */
async function moveIntoPlace(staging: string, dataDir: string): Promise<void> {
  const database = path.join(dataDir, DATA_DIR_PARTS.database);
  for (const stale of [`${database}-wal`, `${database}-shm`, path.join(dataDir, DATA_DIR_PARTS.uploads)])
    await rm(stale, { recursive: true, force: true });
  for (const part of Object.values(DATA_DIR_PARTS)) {
    const staged = path.join(staging, part);
    if (await exists(staged)) await rename(staged, path.join(dataDir, part));
  }
}

/**
 * Replacing the files of a running server would corrupt what it writes next. Leaving WAL mode
 * needs the only connection to the database, so SQLite answers busy while a server holds it.
 */
function assertNotInUse(database: string): void {
  if (!existsSync(database)) return;
  const probe = new BetterSqlite3(database, { fileMustExist: true, timeout: 200 });
  try {
    probe.pragma('journal_mode = DELETE');
  } catch (error) {
    // Anything else (not a database at all) is simply replaced.
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new BackupError(`A server is using ${database}: stop it before restoring over it. Nothing was restored.`);
  } finally {
    probe.close();
  }
}

/** A backup of a newer Paddock would stop this one at start (a migration it does not know). */
async function assertKnownSchema(schemaVersion: string): Promise<void> {
  const folder = path.join(import.meta.dirname, '../db/migrations');
  const known = (await readdir(folder)).filter((f) => /^\d{4}-[a-z0-9-]+\.ts$/.test(f)).map((f) => f.slice(0, -3));
  if (!known.includes(schemaVersion))
    throw new BackupError(
      `This backup was taken by a newer Paddock (schema ${schemaVersion}; this one knows up to ${known.sort().at(-1)}): ` +
        'update Paddock, then restore. Nothing was restored.',
    );
}
