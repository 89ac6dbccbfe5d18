import { z } from 'zod';
import { isCleanSingleLineText } from './text';

/**
 * Where Le Mans Ultimate reads a car's custom livery, relative to the game folder (see
 * docs/lmu-install.md). Stored with forward slashes; the browser writes there through the File
 * System Access API, one folder name at a time, so a value can never climb out of the game folder.
 */
export const LIVERIES_ROOT = 'UserData/Liveries';
export const INSTALL_FOLDER_MAX = 200;

export const INSTALL_FOLDER_MESSAGES = {
  required: 'Install folder is required!',
  tooLong: `The install folder must be at most ${INSTALL_FOLDER_MAX} characters.`,
  notRelative: 'The install folder must be a path inside the game folder, like UserData/Liveries.',
  noParent: 'The install folder cannot contain "." or ".." folders.',
  badCharacters: 'The install folder cannot contain < > : " | ? * or invisible characters.',
  badEnds: 'A folder name cannot start or end with a space, or end with a dot.',
} as const;

/** Characters Windows refuses in a file or folder name (the game runs on Windows). */
const FORBIDDEN_IN_NAME = /[<>:"|?*]/;

/** The folder names of a stored install folder, in order. */
export function installFolderSegments(folder: string): string[] {
  return folder.split('/').filter((s) => s.length > 0);
}

/**
 * Where a model's livery goes unless an admin says otherwise: the game imports a custom livery
 * from the two files lying directly in `UserData/Liveries` (DESIGN §5, the FAQ), for any car.
 */
export const DEFAULT_INSTALL_FOLDER = LIVERIES_ROOT;

/**
 * One schema for the admin form and the server: trimmed, backslashes read as slashes, relative
 * (no leading slash, no drive letter), no `.`/`..` or empty folder names, no characters Windows
 * refuses. The answer is the normalised path (`UserData/Liveries`).
 */
export const InstallFolderSchema = z
  .string({ error: INSTALL_FOLDER_MESSAGES.required })
  .trim()
  .min(1, { error: INSTALL_FOLDER_MESSAGES.required })
  .max(INSTALL_FOLDER_MAX, { error: INSTALL_FOLDER_MESSAGES.tooLong })
  .transform((value) => value.replace(/\\/g, '/').replace(/\/+$/, ''))
  .superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: value });
    if (value.startsWith('/') || /^[A-Za-z]:/.test(value)) return fail(INSTALL_FOLDER_MESSAGES.notRelative);
    const segments = value.split('/');
    if (segments.some((s) => s.trim() === '.' || s.trim() === '..')) return fail(INSTALL_FOLDER_MESSAGES.noParent);
    if (segments.some((s) => s.trim() === '')) return fail(INSTALL_FOLDER_MESSAGES.notRelative);
    if (segments.some((s) => s !== s.trim() || s.endsWith('.'))) return fail(INSTALL_FOLDER_MESSAGES.badEnds);
    if (segments.some((s) => FORBIDDEN_IN_NAME.test(s)) || !isCleanSingleLineText(value)) {
      return fail(INSTALL_FOLDER_MESSAGES.badCharacters);
    }
  });
