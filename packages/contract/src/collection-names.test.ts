import { describe, expect, it } from 'vitest';
import {
  collectionPageDescription,
  collectionSlug,
  PACK_FOLDER_MAX,
  packFileName,
  packFolderName,
} from './collection-names';
import { CarNumberSchema } from './schemas/collections';

describe('collection names', () => {
  it('makes pack folders Windows accepts: no reserved characters, no trailing dot or space', () => {
    expect(packFolderName(0, { carNumber: '07', driverOrTeam: 'Team: A/B', title: 'Gulf? <963> ...' })).toBe(
      '07 - Team AB - Gulf 963',
    );
    expect(packFolderName(2, { carNumber: null, driverOrTeam: null, title: 'Plain' })).toBe('03 - Plain');
    expect(packFolderName(4, { carNumber: null, driverOrTeam: null, title: '***' })).toBe('05');
  });

  describe('look-alike separators (issue 32)', () => {
    // With the u flag a pair reads as one code point: only half a pair matches.
    const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
    const folder = (driverOrTeam: string | null, title: string) =>
      packFolderName(0, { carNumber: '07', driverOrTeam, title });

    it.each([
      ['full-width ／．．／．．＼．．', '\uFF0F\uFF0E\uFF0E\uFF0F\uFF0E\uFF0E\uFF3C\uFF0E\uFF0E'],
      ['U+2215 ∕..∕', '\u2215..\u2215'],
      ['U+2024 ․․', '\u2024\u2024'],
      ['U+FE68 and U+2044', '\uFE68..\u2044..'],
      ['dots and spaces', ' . .. '],
    ])('drops a team name or title made of %s', (_, text) => {
      expect(folder(text, 'Gulf')).toBe('07 - Gulf');
      expect(folder('Apex', text)).toBe('07 - Apex');
      expect(folder(text, text)).toBe('07');
    });

    it('keeps letters of any script, digits and - _ ( ) # . but no separator, best-fit or filler', () => {
      expect(folder('Équipe #7 (Rouge) - A.B_C', 'Гонка 夜')).toBe('07 - Équipe #7 (Rouge) - A.B_C - Гонка 夜');
      expect(folder('Team\u3164Apex', 'a\\..\\b')).toBe('07 - TeamApex - a..b');
      expect(folder('Yen¥Won₩', 'Colonː Quoteʺ Slash∕ Leader․s')).toBe('07 - YenWon - Colon Quote Slash Leader.s');
      expect(folder('ＦＵＬＬ　ｗｉｄｔｈ', 'ﬁnal')).toBe('07 - FULL width - final');
    });

    it('cuts at a code point, never inside a surrogate pair', () => {
      const astral = '\u{20BB7}'; // 𠮷, one letter written as two UTF-16 units
      const name = folder('T'.repeat(59), astral.repeat(60));
      expect(Array.from(name)).toHaveLength(PACK_FOLDER_MAX);
      expect(name.endsWith(astral)).toBe(true);
      expect(name).not.toMatch(LONE_SURROGATE);
    });

    it('leaves out emoji, so none is cut in half either', () => {
      // "07 - " + 60 + " - " + 51 is 119 UTF-16 units: the flag straddled the old cut at 120.
      const name = folder('T'.repeat(60), `${'x'.repeat(51)}🏁 End`);
      expect(name).toBe(`07 - ${'T'.repeat(60)} - ${'x'.repeat(51)}`);
      expect(name).not.toMatch(LONE_SURROGATE);
    });
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
