import { z } from 'zod';
import { FORBIDDEN_IN_NAME, INSTALL_FOLDER_MAX, INSTALL_FOLDER_MESSAGES } from '../install-folder';
import { isCleanSingleLineText } from '../text';

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
