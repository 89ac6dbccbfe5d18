import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * Everything under DATA_DIR (database, WAL, auth secret, uploads, outbox, temp files) is for the
 * server's own user only. Modes are set explicitly rather than left to the umask, which is often
 * 022 and would make the database readable by every local account.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder if needed and makes it private, also when it existed already. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodPrivate(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty if it does not exist, and makes it private either way. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodPrivate(file, PRIVATE_FILE_MODE);
}

/** Makes an existing file private; a missing one is fine (nothing to protect). */
export function makePrivateIfPresent(file: string): void {
  try {
    chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function chmodPrivate(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    // A folder handed over by someone else (a mounted volume) may refuse: the files made inside
    // it are private all the same.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
