import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { liveryZipFileName, webpFileName, zipEntryNames } from './file-names';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('zip naming', () => {
  it('names the entries as the game reads them, livery first', () => {
    expect(zipEntryNames()).toEqual(['customskin.tga', 'customskin_region.tga']);
    expect(zipEntryNames()).toEqual([LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap]);
  });

  it('names the zip from the title, spaces as underscores, then the UUID', () => {
    expect(liveryZipFileName('Gulf Heritage 963', uuid)).toBe(`Gulf_Heritage_963_${uuid}.zip`);
    expect(liveryZipFileName('  Le  Mans   2024 ', uuid)).toBe(`Le_Mans_2024_${uuid}.zip`);
  });

  it('drops characters no file system accepts', () => {
    expect(liveryZipFileName('AF Corse / #51: "Ferrari"?', uuid)).toBe(`AF_Corse__#51_Ferrari_${uuid}.zip`);
    expect(liveryZipFileName('', uuid)).toBe(`livery_${uuid}.zip`);
  });

  it('gives converted screenshots a .webp name', () => {
    expect(webpFileName('Shot 1.PNG')).toBe('Shot 1.webp');
    expect(webpFileName('race.start.jpeg')).toBe('race.start.webp');
    expect(webpFileName('noext')).toBe('noext.webp');
  });
});
