/**
 * True when `value` holds C0/C1 control characters (which can hide text or break layouts).
 * Line breaks and tabs are allowed where multi-line text is expected.
 */
export function hasControlCharacters(value: string, { allowLineBreaks = false } = {}): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0);
    if (!isControl) continue;
    if (allowLineBreaks && (char === '\n' || char === '\r' || char === '\t')) continue;
    return true;
  }
  return false;
}

/**
 * Bidirectional formatting characters: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the direction marks (U+200E, U+200F, U+061C). They make text display in
 * another order than it is stored ("Trojan Source"): a title or name could read as something else.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/**
 * Invisible characters: zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner
 * (U+2060), zero-width no-break space / BOM (U+FEFF) and the Mongolian vowel separator (U+180E).
 * In a name they make two names that look identical differ, or hide a word from a search.
 */
const INVISIBLE_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF\u180E]/u;
/**
 * Of those, the joiners carry meaning in prose: U+200D builds emoji sequences (👨‍👩‍👧, 🏳️‍🌈) and
 * U+200C / U+200D shape Persian and Indic words. Prose may keep them; nothing else invisible.
 */
const INVISIBLE_EXCEPT_JOINERS = /[\u200B\u2060\uFEFF\u180E]/u;

/** True when `value` holds a bidirectional formatting character (see BIDI_CONTROLS). */
export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/** True when `value` holds a zero-width or otherwise invisible character (see INVISIBLE_CHARACTERS). */
export function hasInvisibleCharacters(value: string, { allowJoiners = false } = {}): boolean {
  return (allowJoiners ? INVISIBLE_EXCEPT_JOINERS : INVISIBLE_CHARACTERS).test(value);
}

/**
 * The Unicode line and paragraph separators (U+2028, U+2029): not controls, but they break a line
 * wherever they are shown (and ended JavaScript string literals before ES2019).
 */
const LINE_SEPARATORS = /[\u2028\u2029]/u;

/**
 * Combining marks one character may carry. Living scripts need at most this many once composed
 * (Vietnamese two, pointed Hebrew or Tibetan stacks up to four); "Zalgo" text piles hundreds on one
 * letter, drawn over the lines above and below it.
 */
export const MARKS_PER_CHARACTER_MAX = 4;

const COMBINING_MARK = /\p{M}/u;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/**
 * True when a character carries more than MARKS_PER_CHARACTER_MAX combining marks. Counted on the
 * NFC form (so "e" + two accents typed apart counts as the one letter "ệ"); invisible characters
 * between marks (a joiner, a variation selector) do not start a new character.
 */
export function hasStackedMarks(value: string): boolean {
  let marks = 0;
  for (const char of value.normalize('NFC')) {
    if (COMBINING_MARK.test(char)) {
      marks += 1;
      if (marks > MARKS_PER_CHARACTER_MAX) return true;
    } else if (!IGNORABLE.test(char)) {
      marks = 0;
    }
  }
  return false;
}

/**
 * A character something is drawn for: not white space, not default-ignorable (joiners, variation
 * selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, direction controls…), not a
 * combining mark (which has nothing to sit on alone) and not the braille blank U+2800.
 */
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/u;

/**
 * The text itself, or '' when nothing in it would show: a title of Hangul fillers or a comment of
 * joiners reads as empty, so a required field treats it as missing (after `.trim()`, with the
 * field's "required" message) and an optional one stores nothing.
 */
export function emptyIfBlank(value: string): string {
  return VISIBLE_CHARACTER.test(value) ? value : '';
}

/**
 * A single-line field (titles, names, subjects): no control characters, no line separators, no
 * text-direction controls, no invisible characters, no stacked marks. What is shown is exactly
 * what is stored, on its own line.
 */
export function isCleanSingleLineText(value: string): boolean {
  return (
    !hasControlCharacters(value) &&
    !LINE_SEPARATORS.test(value) &&
    !hasBidiControls(value) &&
    !hasInvisibleCharacters(value) &&
    !hasStackedMarks(value)
  );
}

/**
 * A multi-line field (descriptions, comments, messages): line breaks and tabs are fine, the
 * zero-width joiners of emoji and scripts are fine; other controls, direction controls (which
 * could reorder the text, or the page around it), other invisible characters and stacked marks
 * (drawn over the lines around them) are not.
 */
export function isCleanMultiLineText(value: string): boolean {
  return (
    !hasControlCharacters(value, { allowLineBreaks: true }) &&
    !hasBidiControls(value) &&
    !hasInvisibleCharacters(value, { allowJoiners: true }) &&
    !hasStackedMarks(value)
  );
}

/** The messages for text refused by the checks above; `field` starts a sentence ("The title"). */
export const TEXT_MESSAGES = {
  singleLine: (field: string) =>
    `${field} cannot contain control characters, text-direction controls, invisible (zero-width) characters or more than ${MARKS_PER_CHARACTER_MAX} accents stacked on one letter.`,
  multiLine: (field: string) =>
    `${field} cannot contain control characters, text-direction controls, invisible characters (other than emoji joiners) or more than ${MARKS_PER_CHARACTER_MAX} accents stacked on one letter.`,
  urlParamControl: (name: string) => `The ${name} parameter cannot contain control characters.`,
} as const;
