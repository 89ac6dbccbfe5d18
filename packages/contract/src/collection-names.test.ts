import { describe, expect, it } from 'vitest';
import { collectionPageDescription, collectionSlug, packFileName, packFolderName } from './collection-names';
import { CarNumberSchema } from './schemas/collections';

describe('collection names', () => {
  it('makes pack folders Windows accepts: no reserved characters, no trailing dot or space', () => {
    expect(packFolderName(0, { carNumber: '07', driverOrTeam: 'Team: A/B', title: 'Gulf? <963> ...' })).toBe(
      '07 - Team AB - Gulf 963',
    );
    expect(packFolderName(2, { carNumber: null, driverOrTeam: null, title: 'Plain' })).toBe('03 - Plain');
    expect(packFolderName(4, { carNumber: null, driverOrTeam: null, title: '***' })).toBe('05');
  });

  it('names the pack file and the address slug in plain ASCII', () => {
    expect(packFileName('Sprint Cup — S1 "Night"', 9)).toBe('Sprint_Cup_S1_Night_9_pack.zip');
    expect(collectionSlug('Été à Spa!')).toBe('ete-a-spa');
    expect(collectionSlug('***')).toBe('collection');
  });

  it('describes a collection without a description in a default sentence', () => {
    expect(collectionPageDescription({ name: 'Picks', description: null, entryCount: 2, isLeaguePack: false })).toBe(
      'Picks: a collection of 2 Le Mans Ultimate liveries on Paddock.',
    );
  });

  it('takes car numbers 1–999 as text, keeping leading zeros', () => {
    expect(CarNumberSchema.parse(' 07 ')).toBe('07');
    for (const bad of ['0', '000', '1000', '7a', '', '-1']) expect(CarNumberSchema.safeParse(bad).success).toBe(false);
  });
});
