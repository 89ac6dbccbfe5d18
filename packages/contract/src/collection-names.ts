import { safeFileStem } from './constants';
import { addressSlug, cutMetaDescription, SITE_NAME } from './page-meta';

/** Names made from a collection: its address slug, its pack's file and folders, its page title. */

/**
 * A pack entry's folder: "07 - Team Name - Livery Title", safe on Windows, macOS and Linux (no
 * separators, reserved characters, trailing dots or spaces), made unique by the caller's index.
 */
export function packFolderName(
  index: number,
  entry: { carNumber: string | null; driverOrTeam: string | null; title: string },
): string {
  // Stored names are already free of control characters (the schemas refuse them); these are the
  // characters Windows refuses in a folder name.
  const clean = (text: string) =>
    text
      .replace(/[<>:"/\\|?*]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const parts = [entry.carNumber ?? String(index + 1).padStart(2, '0'), entry.driverOrTeam, entry.title]
    .map((p) => (p ? clean(p) : ''))
    .filter((p) => p.length > 0);
  return (
    parts
      .join(' - ')
      .slice(0, 120)
      .replace(/[. ]+$/, '') || `livery-${index + 1}`
  );
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
