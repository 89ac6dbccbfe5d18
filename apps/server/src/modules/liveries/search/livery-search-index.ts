import { searchQueryWords } from '@paddock/contract';
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { KnownTotals } from '../repository/livery-totals';
import { typosAllowed } from './edit-distance';
import { createSearchVocabulary } from './search-vocabulary';

/** One typed word: matched whole, as a prefix when it is the last, or as one of its corrections. */
export interface PlannedWord {
  word: string;
  prefix: boolean;
  corrections: string[];
  /**
   * The indexed words the typed one stands for: itself if indexed, or, typed as a prefix, the
   * words it begins; undefined when a prefix begins more than PREFIX_WORDS_MAX of them.
   */
  spelled?: string[];
}

/** A query as the index runs it: every word must match (issue 38 §1). */
export interface SearchPlan {
  words: PlannedWord[];
}

/**
 * A prefix is looked up as the words it begins, OR'ed, up to this many (0029): FTS5 merges a
 * prefix query's lists whole before its first row ("team"*: 14 ms at 100,000 liveries, "team"
 * 1.2 ms). Past it, the engine's prefix query (and FTS5's 2- and 3-letter prefix indexes) serve.
 */
const PREFIX_WORDS_MAX = 16;

/** True when a word of the plan is in no livery at all, corrected or not: nothing to ask the database. */
export const matchesNothing = (plan: SearchPlan): boolean =>
  plan.words.some((w) => w.spelled?.length === 0 && w.corrections.length === 0);

/** The search text's fields (0025) from strongest to weakest (issue 38 §4), with their rank. */
const FIELDS = [
  ['title_text', 5],
  ['model_text', 4],
  ['tag_text', 3],
  ['author_text', 2],
  ['description_text', 1],
] as const;
/** Exact beats prefix beats corrected, whatever the field: each tier's floor is above any field's rank. */
const TIER = { exact: 30, prefix: 20, corrected: 10 } as const;

/**
 * Word search over `livery_search` (migration 0025): SQLite's FTS5 table or PostgreSQL's GIN
 * tsvector find the matches, a score in SQL orders them. Everything about search that depends on
 * the engine sits behind this interface, so an external engine (decision 0010) is another
 * implementation of it, not a rewrite of browse.
 */
export interface LiverySearchIndex {
  /** The query's words, each with its corrections from the vocabulary current at `known`. */
  plan(query: string, known: KnownTotals): Promise<SearchPlan>;
  /** True for the livery `id` when every word of the plan matches: the engine's set of matching ids. */
  matches(plan: SearchPlan, id: Expression<number>): RawBuilder<SqlBool>;
  /**
   * The same test on the livery's own search row joined as `r`, for walks of a sort order that
   * test a few rows each: the engine's set is built whole first (a common word by author at
   * 100,000 liveries: 35 ms), the row's folded fields are tested as the walk meets them (8 ms).
   */
  rowCheck(plan: SearchPlan): RawBuilder<SqlBool>;
  /** The engine's query for the matching ids (column `id`): joined, its matches stream. */
  matchingIds(plan: SearchPlan): RawBuilder<{ id: number }>;
  /** The best-match score of the search row joined as `s` (higher first). */
  relevance(plan: SearchPlan): RawBuilder<number>;
  /** A query a spelling away from one that matched nothing, to offer as "Did you mean …?". */
  suggestion(plan: SearchPlan): string | undefined;
}

export function createLiverySearchIndex(db: Kysely<Database>, kind: DatabaseKind): LiverySearchIndex {
  const vocabulary = createSearchVocabulary(db);
  const contains = (row: string, column: string, needle: string) =>
    kind === 'postgres'
      ? sql<SqlBool>`strpos(${sql.ref(`${row}.${column}`)}, ${needle}) > 0`
      : sql<SqlBool>`instr(${sql.ref(`${row}.${column}`)}, ${needle}) > 0`;

  /** The best tier and field one word reaches in the row: 0 when none (a match found it elsewhere). */
  function wordScore({ word, prefix, corrections }: PlannedWord): RawBuilder<number> {
    const cases: RawBuilder<unknown>[] = [];
    const tier = (needles: string[], floor: number) => {
      if (needles.length === 0) return;
      for (const [column, rank] of FIELDS) {
        const test = sql.join(
          needles.map((n) => contains('s', column, n)),
          sql` or `,
        );
        cases.push(sql`when ${test} then ${sql.lit(floor + rank)}`);
      }
    };
    tier([` ${word} `], TIER.exact);
    if (prefix) tier([` ${word}`], TIER.prefix);
    tier(
      corrections.map((c) => ` ${c} `),
      TIER.corrected,
    );
    return sql<number>`(case ${sql.join(cases, sql` `)} else 0 end)`;
  }

  /** The engine's query for the ids of the liveries matching every word (column `id`). */
  function matchingIds(plan: SearchPlan): RawBuilder<{ id: number }> {
    if (kind === 'postgres') {
      const alternatives = plan.words.map(
        (w) => `(${indexedAlternativesOf(w, (term, prefix) => (prefix ? `${term}:*` : term)).join(' | ')})`,
      );
      return sql`select livery_id as id from livery_search
        where document @@ to_tsquery('simple', ${alternatives.join(' & ')})`;
    }
    // Folded words hold only [a-z0-9]: quoted, none is FTS5 syntax.
    const alternatives = plan.words.map(
      (w) => `(${indexedAlternativesOf(w, (term, prefix) => (prefix ? `"${term}"*` : `"${term}"`)).join(' OR ')})`,
    );
    return sql`select rowid as id from livery_search_fts where livery_search_fts match ${alternatives.join(' AND ')}`;
  }

  return {
    async plan(query, known) {
      await known.remember('search vocabulary', () => vocabulary.refresh());
      const { words, lastIsPrefix } = searchQueryWords(query);
      return {
        words: words.map((word, i) => {
          const prefix = lastIsPrefix && i === words.length - 1;
          const spelled = prefix ? vocabulary.expand(word, PREFIX_WORDS_MAX) : vocabulary.isIndexed(word) ? [word] : [];
          return { word, prefix, corrections: vocabulary.corrections(word), spelled };
        }),
      };
    },

    matches(plan, id) {
      return sql<SqlBool>`${id} in (${matchingIds(plan)})`;
    },

    matchingIds,

    rowCheck(plan) {
      // Field by field: concatenating them per row cost more than the tests (90 ms against 20).
      const everyWord = plan.words.map((w) => {
        const tests = needlesOf(w).flatMap((needle) => FIELDS.map(([column]) => contains('r', column, needle)));
        return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
      });
      return sql<SqlBool>`(${sql.join(everyWord, sql` and `)})`;
    },

    relevance(plan) {
      return sql<number>`(${sql.join(plan.words.map(wordScore), sql` + `)})`;
    },

    suggestion(plan) {
      let changed = false;
      const words = plan.words.map(({ word, prefix }) => {
        if (vocabulary.isIndexed(word) || (prefix && vocabulary.hasPrefix(word))) return word;
        // One edit further than the search forgives, up to three.
        const closest = vocabulary.corrections(word, Math.min(typosAllowed(word) + 1, 3))[0];
        if (closest) changed = true;
        return closest ?? word;
      });
      return changed ? words.join(' ') : undefined;
    },
  };
}

/**
 * What a word matches, each written by `write`: itself, or any word it begins when it is the last
 * (a prefix covers the word itself: asking for both cost FTS5 a second merge of the same lists,
 * "team": 5 ms), and its corrections.
 */
function alternativesOf(w: PlannedWord, write: (term: string, prefix: boolean) => string): string[] {
  return [write(w.word, w.prefix), ...w.corrections.map((c) => write(c, false))];
}

/** The same for the engine, with a typed word as the indexed words it stands for (`spelled`). */
function indexedAlternativesOf(w: PlannedWord, write: (term: string, prefix: boolean) => string): string[] {
  if (w.spelled === undefined) return alternativesOf(w, write);
  return [...new Set([...w.spelled, ...w.corrections])].map((term) => write(term, false));
}

/** The padded texts a row's folded fields contain when the word matches. */
const needlesOf = (w: PlannedWord) => alternativesOf(w, (term, prefix) => (prefix ? ` ${term}` : ` ${term} `));

/** Highlighting for a page's titles: the typed words and their corrections, and the last word's prefix. */
export function highlightOf(plan: SearchPlan): { words: string[]; prefixes: string[] } {
  return {
    words: [...new Set(plan.words.flatMap((w) => [w.word, ...w.corrections]))],
    prefixes: plan.words.filter((w) => w.prefix).map((w) => w.word),
  };
}
