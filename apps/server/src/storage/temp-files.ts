import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files';

export interface TempFiles {
  readonly dir: string;
  /** A new, unused path in the temp folder (which exists; the file does not yet). */
  createTempPath(suffix?: string): Promise<string>;
  /**
   * Removes entries not modified for `olderThanMs`: what a crash left behind. Run at start-up,
   * when no upload of this process is in flight; the age guard also spares uploads of other
   * instances sharing the folder. Returns how many entries were removed.
   */
  sweepTempFiles(olderThanMs: number, now?: number): Promise<number>;
}

/** Temporary files under one folder, e.g. `DATA_DIR/tmp` for upload parts being streamed and checked. */
export function createTempFiles(dir: string): TempFiles {
  // Made at once (this runs at boot), so callers may create their own entries in `dir` too.
  // Private (0700), like everything under DATA_DIR; writers create their files 0600.
  ensurePrivateDir(dir);

  return {
    dir,

    async createTempPath(suffix = '') {
      if (suffix && !/^[A-Za-z0-9._-]{1,32}$/.test(suffix)) throw new Error(`Invalid temp file suffix: ${suffix}`);
      return path.join(dir, `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}${suffix}`);
    },

    async sweepTempFiles(olderThanMs, now = Date.now()) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        try {
          const info = await stat(file);
          if (now - info.mtimeMs < olderThanMs) continue;
          await rm(file, { recursive: true, force: true });
          removed += 1;
        } catch (error) {
          // Gone in the meantime (another instance swept it): nothing to do.
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}

export function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
