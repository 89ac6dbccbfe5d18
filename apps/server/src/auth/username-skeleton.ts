import { RESERVED_USERNAME_PREFIX } from '@paddock/contract';
import unhomoglyph from 'unhomoglyph';

/**
 * The form a username is stored and compared in: compatibility-normalised (NFKC), so full-width
 * `ａｄｍｉｎ` and ligatures become the plain letters they display as.
 */
export function normaliseUsername(typed: string): string {
  return typed.normalize('NFKC').trim();
}

const confusableMap = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/**
 * The Unicode TR39 confusable skeleton (confusables.txt mapping between NFD steps), made
 * case-blind because usernames are: two names with the same skeleton look alike (`аdmin` with a
 * Cyrillic а, `GuIfStreamer` with a capital I, `rn` and `m`).
 */
export function usernameSkeleton(name: string): string {
  return confusableMap(confusableMap(normaliseUsername(name)).toLowerCase());
}

const RESERVED_SKELETON = usernameSkeleton(RESERVED_USERNAME_PREFIX);

/** Whether the name is, or looks like, one of the names kept for the site (anonymized accounts). */
export function looksReserved(name: string): boolean {
  return usernameSkeleton(name).startsWith(RESERVED_SKELETON);
}

// The scripts a name's letters may come from; digits and . _ - belong to none. Letters of a
// script not listed here count as one more script of their own.
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
].map((name) => ({ name, re: new RegExp(`\\p{Script=${name}}`, 'u') }));

/** TR39's "highly restrictive" level: one script, or Latin with the scripts written alongside it in CJK. */
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

export function mixesScripts(name: string): boolean {
  const used = new Set<string>();
  for (const char of name) {
    if (!/\p{L}/u.test(char)) continue;
    used.add(SCRIPTS.find((s) => s.re.test(char))?.name ?? 'Other');
  }
  if (used.size <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => [...used].every((script) => mix.has(script)));
}
