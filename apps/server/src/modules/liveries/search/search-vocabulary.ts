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
 *
 * It also holds every word of descriptions (`search_description_term`, 0029), not corrected
 * against but needed to spell a typed prefix out as the whole words it begins (`expand`): with
 * every indexed word here, a word it lacks matches nothing.
 */
export function createSearchVocabulary(db: Kysely<Database>) {
  const byLength = new Map<number, string[]>();
  const known = new Set<string>();
  const corrected = new Map<string, string[]>();
  /** Every indexed word, descriptions' too, sorted: a prefix's words sit side by side. */
  const indexed = new SortedWords();
  let lastId = 0;
  let lastDescriptionId = 0;
  let loading: Promise<void> | undefined;

  async function load(): Promise<void> {
    const [{ rows }, { rows: described }] = await Promise.all([
      sql<{ id: number | string; term: string }>`
        select id, term from search_term where id > ${lastId} order by id`.execute(db),
      sql<{ id: number | string; term: string }>`
        select id, term from search_description_term where id > ${lastDescriptionId} order by id`.execute(db),
    ]);
    for (const { id, term } of rows) {
      lastId = Math.max(lastId, Number(id));
      if (known.has(term)) continue;
      known.add(term);
      const bucket = byLength.get(term.length) ?? [];
      bucket.push(term);
      byLength.set(term.length, bucket);
    }
    for (const { id } of described) lastDescriptionId = Math.max(lastDescriptionId, Number(id));
    indexed.add([...rows, ...described].map((r) => r.term));
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

    /** Whether any field of any livery holds the word (descriptions included). */
    isIndexed: (word: string): boolean => indexed.has(word),

    /**
     * The indexed words that begin with `prefix` (itself included), at most `max`; undefined when
     * there are more, for the engine's own prefix query.
     */
    expand: (prefix: string, max: number): string[] | undefined => indexed.startingWith(prefix, max),

    /** Whether some indexed word starts with `prefix` (the last word, typed as far as it goes). */
    hasPrefix: (prefix: string): boolean => indexed.startingWith(prefix, 1)?.length !== 0,

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

/** Words in code-unit order (folded words are [a-z0-9]), added a few at a time as they appear (exported for its test). */
export class SortedWords {
  private readonly words: string[] = [];
  private readonly present = new Set<string>();

  add(terms: readonly string[]): void {
    const fresh = [...new Set(terms)].filter((t) => !this.present.has(t));
    for (const t of fresh) this.present.add(t);
    // A first load sorts once; afterwards an upload's few new words go in by binary search.
    if (fresh.length > 64) {
      this.words.push(...fresh);
      this.words.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return;
    }
    for (const t of fresh) this.words.splice(this.lowerBound(t), 0, t);
  }

  has = (word: string): boolean => this.present.has(word);

  startingWith(prefix: string, max: number): string[] | undefined {
    const found: string[] = [];
    for (let i = this.lowerBound(prefix); i < this.words.length; i += 1) {
      const word = this.words[i] as string;
      if (!word.startsWith(prefix)) break;
      if (found.length === max) return undefined;
      found.push(word);
    }
    return found;
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.words[middle] as string) < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
