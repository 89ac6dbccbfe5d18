import { safeFileStem } from './constants';
import { addressSlug, cutMetaDescription, SITE_NAME } from './page-meta';

/** Names made from a collection: its address slug, its pack's file and folders, its page title. */

/** Longest pack folder name, in characters (code points). */
export const PACK_FOLDER_MAX = 120;

/**
 * What a pack folder name keeps, after NFKC: letters, marks and digits of any script, the space
 * and - _ ( ) # . — nothing that is, or that an extractor's "best-fit" conversion to a Windows
 * code page turns into, a separator or a reserved character: the full-width ／＼．, U+2215 ∕,
 * U+2024 ․, ¥ and ₩ (the backslash of Japanese and Korean code pages), and the spacing modifier
 * letters U+02B0–U+02FF (ː becomes ":", ʺ '"'). Default-ignorable "letters" (the Hangul fillers)
 * draw nothing and go too.
 */
const FOLDER_CHARACTER = /^(?![\p{Default_Ignorable_Code_Point}\u02B0-\u02FF])[\p{L}\p{M}\p{N} _()#.-]$/u;

/**
 * One part of a folder name: only allowed characters, single spaces, no dot or space at either
 * end (so never `..`, nor a name made only of dots, nor a hidden `.name`).
 */
function folderPart(text: string): string {
  return Array.from(text.normalize('NFKC').replace(/\s+/g, ' '))
    .filter((char) => FOLDER_CHARACTER.test(char))
    .join('')
    .replace(/ {2,}/g, ' ')
    .replace(/^[. ]+|[. ]+$/g, '');
}

/**
 * A pack entry's folder: "07 - Team Name - Livery Title", safe on Windows, macOS and Linux (see
 * FOLDER_CHARACTER; no trailing dots or spaces), made unique by the caller's index. Cut at
 * PACK_FOLDER_MAX code points, never inside a surrogate pair: half a pair is written to the zip
 * as U+FFFD but to pack.json as itself, and pack.json would name a folder the zip lacks.
 */
export function packFolderName(
  index: number,
  entry: { carNumber: string | null; driverOrTeam: string | null; title: string },
): string {
  const parts = [entry.carNumber ?? String(index + 1).padStart(2, '0'), entry.driverOrTeam, entry.title]
    .map((p) => (p ? folderPart(p) : ''))
    .filter((p) => p.length > 0);
  const name = Array.from(parts.join(' - ')).slice(0, PACK_FOLDER_MAX).join('');
  return name.replace(/[. ]+$/, '') || `livery-${index + 1}`;
}

/** The pack's download name, from the collection's name. */
export function packFileName(name: string, id: number): string {
  return `${safeFileStem(name, 'pack')}_${id}_pack.zip`;
}

/** The collection page's address segment after the id. */
export function collectionSlug(name: string): string {
  return addressSlug(name, 60, 'collection');
}

/** '{name} by {owner or Unknown}' (the site title is added by pageTitle): the page's and its link preview's. */
export function collectionPageTitle(name: string, ownerName: string | null): string {
  return `${name} by ${ownerName ?? 'Unknown'}`;
}

/** The description, or a default sentence; at most 155 characters. */
export function collectionPageDescription(c: {
  name: string;
  description: string | null;
  entryCount: number;
  isLeaguePack: boolean;
}): string {
  const liveries = `${c.entryCount} Le Mans Ultimate ${c.entryCount === 1 ? 'livery' : 'liveries'}`;
  const text = c.description?.trim()
    ? c.description
    : c.isLeaguePack
      ? `${c.name}: a league pack of ${liveries} with car numbers, one download on ${SITE_NAME}.`
      : `${c.name}: a collection of ${liveries} on ${SITE_NAME}.`;
  return cutMetaDescription(text);
}
