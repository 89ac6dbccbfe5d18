import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** One file of a backup, as the manifest lists it: path relative to the backup folder, `/`-separated. */
export interface BackupFile {
  path: string;
  bytes: number;
  sha256: string;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, relative to it; `skip` names top-level entries left out. */
export async function listFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((rel) => !skip.includes(rel.split(path.sep)[0] ?? ''))
    .sort();
}

/** Size and checksum of a file in the backup folder `root`. */
export async function describeFile(root: string, rel: string): Promise<BackupFile> {
  const file = path.join(root, rel);
  const { size } = await stat(file);
  return { path: rel.split(path.sep).join('/'), bytes: size, sha256: await sha256Of(file) };
}
