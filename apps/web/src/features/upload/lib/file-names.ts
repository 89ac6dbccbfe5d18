import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';

/** The zip's entries in order: the livery, then the region map, under the names the game reads. */
export function zipEntryNames(): [livery: string, regionMap: string] {
  return [LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap];
}

/**
 * The uploaded zip's name (spec §7): the title with spaces as underscores, then a random UUID.
 * Characters that no file system accepts (path separators, control characters…) are dropped.
 */
export function liveryZipFileName(title: string, uuid: string): string {
  const base = title
    .trim()
    .replace(/\s+/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '')
    .slice(0, 80);
  return `${base || 'livery'}_${uuid}.zip`;
}

/** A converted screenshot keeps its name with a .webp extension: 'Shot 1.PNG' → 'Shot 1.webp'. */
export function webpFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'screenshot'}.webp`;
}
