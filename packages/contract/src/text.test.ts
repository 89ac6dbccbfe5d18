import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminLiveryUpdateSchema } from './schemas/admin';
import { COLLECTION_MESSAGES, CollectionCreateSchema, CollectionEntryUpdateSchema } from './schemas/collections';
import { COMMENT_MESSAGES, CommentInputSchema } from './schemas/comments';
import { requiredName, urlParams } from './schemas/common';
import { CONTACT_MESSAGES, ContactInputSchema } from './schemas/contact';
import { LIVERY_INPUT_MESSAGES, LiveryDetailsInputSchema } from './schemas/livery-input';
import { ChangelogSchema, LIVERY_VERSION_MESSAGES } from './schemas/livery-versions';
import { ReportInputSchema } from './schemas/reports';
import {
  emptyIfBlank,
  hasBidiControls,
  hasControlCharacters,
  hasInvisibleCharacters,
  hasStackedMarks,
  isCleanMultiLineText,
  isCleanSingleLineText,
  MARKS_PER_CHARACTER_MAX,
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

/** Text that draws nothing: joiners, Hangul fillers, the braille blank, bare combining marks. */
const BLANK_LOOKING = [
  ['U+200D joiners', '\u200D\u200D\u200D'],
  ['the U+3164 Hangul filler', '\u3164'],
  ['the U+2800 braille blank', '\u2800\u2800'],
  ['the U+115F, U+1160 and U+FFA0 fillers', '\u115F\u1160\uFFA0'],
  ['bare combining marks', '\u0301\u0302\u0303'],
  ['all of them, between spaces', ' \u3164\u200D\u2800 \u0301 '],
] as const;
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('blank-looking text (issue 32)', () => {
  it.each(BLANK_LOOKING)('reads %s as empty', (_, text) => {
    expect(emptyIfBlank(text)).toBe('');
  });

  it('keeps text with anything visible in it, fillers and all', () => {
    for (const text of ['A\u3164', '🏁', 'ㄱ', '·', 'e\u0301', '1\uFE0F\u20E3'])
      expect(emptyIfBlank(text), text).toBe(text);
  });

  it.each(BLANK_LOOKING)('refuses %s in a required field with its "required" message', (_, text) => {
    const livery = LiveryDetailsInputSchema.shape;
    expect(firstMessage(livery.title.safeParse(text))).toBe(LIVERY_INPUT_MESSAGES.titleRequired);
    expect(firstMessage(livery.carClassName.safeParse(text))).toBe(LIVERY_INPUT_MESSAGES.classRequired);
    expect(firstMessage(AdminLiveryUpdateSchema.safeParse({ title: text }))).toBe('Title is required.');
    expect(firstMessage(ChangelogSchema.safeParse(text))).toBe(LIVERY_VERSION_MESSAGES.changelogRequired);
    expect(firstMessage(CommentInputSchema.safeParse({ body: text }))).toBe(COMMENT_MESSAGES.bodyRequired);
    expect(firstMessage(CollectionCreateSchema.safeParse({ name: text }))).toBe(COLLECTION_MESSAGES.nameRequired);
    expect(firstMessage(requiredName('Tag name is required.', 50).safeParse(text))).toBe('Tag name is required.');
    const contact = { name: 'Ann', email: 'ann@paddock.test', subject: 'general', message: 'Hello' };
    expect(firstMessage(ContactInputSchema.safeParse({ ...contact, name: text }))).toBe(CONTACT_MESSAGES.required);
    expect(firstMessage(ContactInputSchema.safeParse({ ...contact, message: text }))).toBe(CONTACT_MESSAGES.required);
  });

  it.each(BLANK_LOOKING)('stores %s in an optional field as nothing', (_, text) => {
    expect(LiveryDetailsInputSchema.shape.description.parse(text)).toBe('');
    expect(CollectionCreateSchema.parse({ name: 'Picks', description: text }).description).toBeNull();
    expect(CollectionEntryUpdateSchema.parse({ driverOrTeam: text }).driverOrTeam).toBeNull();
    expect(ReportInputSchema.parse({ reason: 'Other', comment: text }).comment).toBeNull();
  });
});

describe('stacked combining marks (issue 32)', () => {
  const marks = (count: number) =>
    Array.from({ length: count }, (_, i) => String.fromCodePoint(0x0300 + (i % 0x30))).join('');

  it(`accepts up to ${MARKS_PER_CHARACTER_MAX} marks on a letter, and the scripts and emoji that need them`, () => {
    for (const text of [
      `x${marks(MARKS_PER_CHARACTER_MAX)}`,
      'Vie\u0302\u0323t Nam', // ệ typed as e + two accents
      'שָׁלוֹם',
      'हिन्दी',
      'น้ำ',
      'བསྒྲུབས',
      '1\uFE0F\u20E3 🏳️\u200D🌈',
    ]) {
      expect(hasStackedMarks(text), text).toBe(false);
      expect(isCleanMultiLineText(text), text).toBe(true);
    }
  });

  it('refuses a letter with more marks, however they are spread out', () => {
    const zalgo = `Z${marks(1999)}`;
    for (const text of [`x${marks(MARKS_PER_CHARACTER_MAX + 1)}`, zalgo, `Gulf${'\u0301\u200D'.repeat(5)}963`]) {
      expect(hasStackedMarks(text), text.slice(0, 20)).toBe(true);
      expect(isCleanSingleLineText(text)).toBe(false);
      expect(isCleanMultiLineText(text)).toBe(false);
    }
    expect(firstMessage(ChangelogSchema.safeParse(zalgo))).toBe(LIVERY_VERSION_MESSAGES.changelogInvalid);
    expect(firstMessage(LiveryDetailsInputSchema.shape.title.safeParse(`Z${marks(99)}`))).toBe(
      LIVERY_INPUT_MESSAGES.titleInvalid,
    );
    expect(LIVERY_INPUT_MESSAGES.titleInvalid).toBe(TEXT_MESSAGES.singleLine('The title'));
    expect(TEXT_MESSAGES.singleLine('The title')).toContain(`more than ${MARKS_PER_CHARACTER_MAX} accents`);
  });
});
