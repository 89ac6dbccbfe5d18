import { createHash } from 'node:crypto';
import { constants, createWriteStream, type Dirent } from 'node:fs';
import { chmod, copyFile, type FileHandle, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MESSAGES } from '@paddock/contract';
import { AppError } from '../lib/app-error';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import {
  assertValidKey,
  assertValidPrefix,
  assertValidRange,
  contentTypeOf,
  isValidKey,
  type Storage,
  safeDownloadName,
} from './storage';
import { createTempFiles, isMissing } from './temp-files';

export interface LocalStorageOptions {
  /** Where the media route is mounted; URLs are relative to the site. */
  baseUrl?: string;
}

/**
 * Files under one folder (`DATA_DIR/uploads`). Each write goes to `<root>/.partial/`, is synced,
 * then renamed into place: a rename within one filesystem is atomic, so a reader sees the old
 * object or the whole new one, never half a file; a crash leaves only a stray partial for the
 * start-up sweep. `.partial` can never be named by a key (segments start with a letter or digit).
 */
export function createLocalStorage(root: string, { baseUrl = '/media' }: LocalStorageOptions = {}): Storage {
  const rootDir = path.resolve(root);
  // Only the server reads these (it serves /media itself): private to its user.
  ensurePrivateDir(rootDir);
  const partials = createTempFiles(path.join(rootDir, '.partial'));

  /** The file of a key; checked twice (pattern, then resolved path) so nothing outside the root is reachable. */
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(rootDir, key);
    if (!file.startsWith(rootDir + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  async function publish(partial: string, file: string): Promise<void> {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await rename(partial, file);
    await syncDir(dir);
  }

  return {
    kind: 'local',

    async put(key, source, { contentLength, signal }) {
      const file = fileOf(key);
      const partial = await partials.createTempPath();
      try {
        if (typeof source === 'string') {
          const { size } = await stat(source);
          checkLength(contentLength, size);
          // Copy-on-write clone where the filesystem supports it, a kernel copy otherwise: no bytes through JS.
          await copyFile(source, partial, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
          // A copy keeps the source's mode, whoever made it.
          await chmod(partial, PRIVATE_FILE_MODE);
          await withFile(partial, 'r+', (handle) => handle.sync());
        } else {
          // `flush` syncs the data before the file is closed: the rename that publishes it comes
          // after, so a crash can never leave a visible but empty or truncated object.
          const out = createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE, flush: true });
          await pipeline(source, out, { signal });
          checkLength(contentLength, out.bytesWritten);
        }
        // A client gone while the bytes were copied: the partial file goes, nothing is published.
        signal?.throwIfAborted();
        await publish(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        if (typeof source !== 'string') source.destroy();
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await stat(fileOf(key), { bigint: true });
        if (!info.isFile()) return null;
        return {
          size: Number(info.size),
          etag: localEtag(info),
          contentType: contentTypeOf(key),
          lastModified: new Date(Number(info.mtimeMs)),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async openRead(key, range) {
      const file = fileOf(key);
      if (range) assertValidRange(range);
      let handle: FileHandle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) throw AppError.notFound(MESSAGES.common.notFound);
        throw error;
      }
      // A directory opens fine for reading on Linux; only regular files are objects.
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw AppError.notFound(MESSAGES.common.notFound);
      }
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      await removeFile(fileOf(key));
    },

    async deleteMany(keys) {
      const files = keys.map(fileOf); // every key checked before anything is removed
      for (let i = 0; i < files.length; i += 16) {
        await Promise.all(files.slice(i, i + 16).map(removeFile));
      }
    },

    async *list(prefix) {
      assertValidPrefix(prefix);
      const dirPart = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      yield* walk(rootDir, dirPart, prefix);
    },

    async downloadUrl(key, { filename }) {
      assertValidKey(key);
      return `${baseUrl}/${key}?download=${encodeURIComponent(safeDownloadName(filename, key))}`;
    },

    async publicUrl(key) {
      assertValidKey(key);
      return `${baseUrl}/${key}`;
    },

    sweepIncomplete(olderThanMs) {
      return partials.sweepTempFiles(olderThanMs);
    },
  };
}

/**
 * A strong ETag from size, modification time (ns) and inode. Objects are only ever replaced by a
 * rename of a new file, which always brings a new inode and mtime, so the triple changes whenever
 * the bytes do, and it costs one `stat` instead of hashing up to 120 MiB at write time plus a
 * place to keep the hash. Restoring a backup changes it too, which only costs a cache miss.
 */
function localEtag(info: { size: bigint; mtimeNs: bigint; ino: bigint }): string {
  return createHash('sha256').update(`${info.size}:${info.mtimeNs}:${info.ino}`).digest('base64url').slice(0, 27);
}

function checkLength(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) {
    throw new Error(`Stored ${actual} bytes where ${expected} were expected`);
  }
}

async function withFile<T>(file: string, flags: string, use: (handle: FileHandle) => Promise<T>): Promise<T> {
  const handle = await open(file, flags, PRIVATE_FILE_MODE);
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/** Makes a rename durable: the new directory entry reaches the disk. Not every platform allows it. */
async function syncDir(dir: string): Promise<void> {
  try {
    await withFile(dir, 'r', (handle) => handle.sync());
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  }
}

async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** Keys under `dir` (relative to the root) that start with `prefix`, in name order, skipping anything not a valid key. */
async function* walk(rootDir: string, dir: string, prefix: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(rootDir, dir), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue; // `.partial` and anything else that is not ours
    const key = `${dir}${entry.name}`;
    if (entry.isDirectory()) {
      const sub = `${key}/`;
      if (sub.startsWith(prefix) || prefix.startsWith(sub)) yield* walk(rootDir, sub, prefix);
    } else if (entry.isFile() && key.startsWith(prefix) && isValidKey(key)) {
      yield key;
    }
  }
}
