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
 * A single-line field (titles, names, subjects): no control characters, no line separators, no
 * text-direction controls, no invisible characters. What is shown is exactly what is stored.
 */
export function isCleanSingleLineText(value: string): boolean {
  return (
    !hasControlCharacters(value) &&
    !LINE_SEPARATORS.test(value) &&
    !hasBidiControls(value) &&
    !hasInvisibleCharacters(value)
  );
}

/**
 * A multi-line field (descriptions, comments, messages): line breaks and tabs are fine, the
 * zero-width joiners of emoji and scripts are fine; other controls, direction controls (which
 * could reorder the text, or the page around it) and other invisible characters are not.
 */
export function isCleanMultiLineText(value: string): boolean {
  return (
    !hasControlCharacters(value, { allowLineBreaks: true }) &&
    !hasBidiControls(value) &&
    !hasInvisibleCharacters(value, { allowJoiners: true })
  );
}

/** The messages for text refused by the checks above; `field` starts a sentence ("The title"). */
export const TEXT_MESSAGES = {
  singleLine: (field: string) =>
    `${field} cannot contain control characters, text-direction controls or invisible (zero-width) characters.`,
  multiLine: (field: string) =>
    `${field} cannot contain control characters, text-direction controls or invisible characters (other than emoji joiners).`,
  urlParamControl: (name: string) => `The ${name} parameter cannot contain control characters.`,
} as const;
