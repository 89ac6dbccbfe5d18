import { LIMITS } from './constants';

/**
 * Issue 38: how search text is compared, on the server (indexing, queries) and in the browser
 * (highlighting), so both agree on what a "word" is. Text is folded to lower-case ASCII letters and
 * digits: accents dropped ("Équipe" → "equipe"), the letters NFKD does not split spelled out as
 * PostgreSQL's `unaccent` does (ß → ss, Ø → o), everything else a word break ("V-Series.R" →
 * "v series r"). PostgreSQL folds indexed text with lower(unaccent()) and the same break rule
 * (migration 0025), SQLite with this very function.
 */
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPELLED_OUT[c] ?? c)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words of a text, in order (repeats kept). */
export function foldedWords(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * A query's words: folded, repeats dropped, in the order typed. The last word is matched as a
 * prefix (as you type) unless the query ends with a space or punctuation.
 */
export function searchQueryWords(query: string): { words: string[]; lastIsPrefix: boolean } {
  const words = [...new Set(foldedWords(query))];
  return { words, lastIsPrefix: words.length > 0 && /[\p{L}\p{N}]$/u.test(query) };
}

export const SEARCH_WORDS_ERROR = `Use at most ${LIMITS.searchWordsMax} words in a search.`;
export const SEARCH_NO_WORDS_ERROR = 'Type a word to search for.';

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into parts, the words that match marked (SearchMatchSchema's words and prefixes): a word matches when its folded form is one
 * of `words` or starts with one of `prefixes`. Returns plain strings for the UI to wrap (never HTML).
 */
export function highlightParts(
  text: string,
  match: { words: readonly string[]; prefixes: readonly string[] },
): HighlightPart[] {
  const exact = new Set(match.words);
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const folded = foldSearchText(found[0]).replaceAll(' ', '');
    const hit = exact.has(folded) || match.prefixes.some((p) => p !== '' && folded.startsWith(p));
    if (!hit) continue;
    const start = found.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
