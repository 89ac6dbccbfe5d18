import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urlParams } from './schemas/common';
import {
  hasBidiControls,
  hasControlCharacters,
  hasInvisibleCharacters,
  isCleanMultiLineText,
  isCleanSingleLineText,
  TEXT_MESSAGES,
} from './text';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e];
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
];

describe('single-line text', () => {
  it.each([...BIDI, ...INVISIBLE, ...CONTROLS, 0x2028, 0x2029].map((code) => [hex(code), code]))(
    'refuses %s',
    (_, code) => {
      expect(isCleanSingleLineText(`Gulf${String.fromCodePoint(code)}963`)).toBe(false);
    },
  );

  it('accepts ordinary letters of any script, accents and emoji', () => {
    for (const text of ['Gulf 963 – Le Mans', 'Porsche 963 «Martini»', 'Ниссан', 'ポルシェ', 'مرسيدس', '🏁 Fast']) {
      expect(isCleanSingleLineText(text), text).toBe(true);
    }
  });
});

describe('multi-line text', () => {
  it('keeps the Unicode line and paragraph separators, which are line breaks there', () => {
    expect(isCleanMultiLineText('First line\u2028second\u2029third')).toBe(true);
  });

  it('keeps line breaks, tabs, emoji sequences and the joiners of Persian and Indic words', () => {
    expect(isCleanMultiLineText('Line one\nLine two\r\n\tIndented')).toBe(true);
    expect(isCleanMultiLineText('Family 👨\u200D👩\u200D👧 and 🏳️\u200D🌈 pride')).toBe(true);
    expect(isCleanMultiLineText('می\u200Cخواهم')).toBe(true);
  });

  it.each(BIDI.map((code) => [hex(code), code]))('refuses the direction control %s', (_, code) => {
    expect(isCleanMultiLineText(`Fast ${String.fromCodePoint(code)}car`)).toBe(false);
  });

  it.each([0x200b, 0x2060, 0xfeff, 0x180e].map((code) => [hex(code), code]))('refuses the invisible %s', (_, code) => {
    expect(isCleanMultiLineText(`Fast${String.fromCodePoint(code)}car`)).toBe(false);
  });

  it('refuses other control characters', () => {
    expect(isCleanMultiLineText('Fast\u0000car')).toBe(false);
    expect(isCleanMultiLineText('Fast\u0085car')).toBe(false);
  });
});

describe('the building blocks', () => {
  it('tell the three kinds apart', () => {
    expect(hasBidiControls('a\u202Eb')).toBe(true);
    expect(hasBidiControls('a\u200Bb')).toBe(false);
    expect(hasInvisibleCharacters('a\u200Db')).toBe(true);
    expect(hasInvisibleCharacters('a\u200Db', { allowJoiners: true })).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb', { allowLineBreaks: true })).toBe(false);
  });
});

describe('urlParams', () => {
  const schema = urlParams(
    z.object({ search: z.string().trim().optional(), pageSize: z.coerce.number().int().default(20) }),
  );

  it.each(CONTROLS.slice(0, 0x21).map((code) => [hex(code), code]))(
    'refuses %s in any parameter, naming it',
    (_, code) => {
      const char = String.fromCharCode(code);
      for (const [name, query] of [
        ['search', { search: `${char}gulf` }],
        ['pageSize', { pageSize: `${char}5` }],
      ] as const) {
        const result = schema.safeParse(query);
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [name], message: TEXT_MESSAGES.urlParamControl(name) }),
        ]);
      }
    },
  );

  it('parses a clean query as the inner schema would', () => {
    expect(schema.parse({ search: ' gulf ', pageSize: '5' })).toEqual({ search: 'gulf', pageSize: 5 });
    expect(schema.parse({})).toEqual({ pageSize: 20 });
  });
});
