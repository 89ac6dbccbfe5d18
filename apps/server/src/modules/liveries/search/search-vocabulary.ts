import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { editDistanceWithin, typosAllowed } from './edit-distance';

/** Corrections offered for one word: the closest first. */
const CORRECTIONS_MAX = 8;
/** Corrected words remembered between requests; forgotten when the vocabulary grows. */
const REMEMBERED_WORDS = 5000;

/**
 * The words of every livery's title, model, tags and author (`search_term`, migration 0025), kept
 * in memory by length so a typo is corrected without asking the database: at a million liveries
 * they are tens of thousands of words, scanned in a few milliseconds, where a trigram index query
 * per word cost a round trip each. Loaded in the order the words were first seen, so `refresh`
 * reads only the new ones. Words never leave it: one whose last livery went away only makes a
 * correction that finds nothing.
 */
export function createSearchVocabulary(db: Kysely<Database>) {
  const byLength = new Map<number, string[]>();
  const known = new Set<string>();
  const corrected = new Map<string, string[]>();
  let lastId = 0;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    const { rows } = await sql<{ id: number | string; term: string }>`
      select id, term from search_term where id > ${lastId} order by id`.execute(db);
    for (const { id, term } of rows) {
      lastId = Math.max(lastId, Number(id));
      if (known.has(term)) continue;
      known.add(term);
      const bucket = byLength.get(term.length) ?? [];
      bucket.push(term);
      byLength.set(term.length, bucket);
    }
    if (rows.length > 0) corrected.clear();
  }

  return {
    /** Reads the words added since the last call (one at a time however many callers ask). */
    refresh(): Promise<void> {
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return loading;
    },

    has: (word: string): boolean => known.has(word),

    /** Whether some word starts with `prefix` (the last word, typed as far as it goes). */
    hasPrefix(prefix: string): boolean {
      if (known.has(prefix)) return true;
      for (const [length, words] of byLength) {
        if (length > prefix.length && words.some((w) => w.startsWith(prefix))) return true;
      }
      return false;
    },

    /** Words within `max` edits of `word` (default: its typos allowed), closest first, itself excluded. */
    corrections(word: string, max = typosAllowed(word)): string[] {
      if (max === 0) return [];
      const key = `${max} ${word}`;
      const remembered = corrected.get(key);
      if (remembered) return remembered;
      const found: { term: string; distance: number }[] = [];
      for (let length = word.length - max; length <= word.length + max; length += 1) {
        for (const term of byLength.get(length) ?? []) {
          const distance = term === word ? undefined : editDistanceWithin(word, term, max);
          if (distance !== undefined) found.push({ term, distance });
        }
      }
      const closest = found
        .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
        .slice(0, CORRECTIONS_MAX)
        .map((f) => f.term);
      if (corrected.size >= REMEMBERED_WORDS) corrected.delete(corrected.keys().next().value as string);
      corrected.set(key, closest);
      return closest;
    },
  };
}

export type SearchVocabulary = ReturnType<typeof createSearchVocabulary>;
