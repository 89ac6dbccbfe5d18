import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { createSqliteFts, fillTerms } from './0025-search-documents';
import { analyzeNewSqliteIndexes, columnTypes, createPostgresRowTriggers } from './helpers';

/**
 * Issue 38 §9: the last word of a search, typed as far as it goes, is looked up as the whole
 * words it begins rather than as a prefix query. FTS5 answers a prefix query by merging every
 * matching word's list whole before the first row ("team"*: 14 ms at 100,000 liveries, "team"
 * alone 1.2 ms, whatever the LIMIT); the words themselves, OR'ed, stream. For that the server's
 * in-memory vocabulary must hold every indexed word, descriptions' too:
 *
 * - `search_description_term`: the words of descriptions, kept apart from `search_term` (0025)
 *   because typos are not corrected against them (a description's own typos would be offered).
 * - SQLite: `livery_search_fts` again, with prefix indexes of 2 and 3 letters, for a prefix
 *   beginning more words than a search spells out (the server's cut-off): "mar"* from 14 to 1 ms.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await columnTypes(kind)
    .id(db.schema.createTable('search_description_term'))
    .addColumn('term', 'text', (c) => c.notNull().unique())
    .execute();
  if (kind === 'postgres') {
    await createPostgresRowTriggers(
      db,
      {
        livery_search_description_terms: `INSERT INTO search_description_term (term) SELECT DISTINCT w FROM
          unnest(string_to_array(new.description_text, ' ')) AS w WHERE w <> '' ORDER BY w
          ON CONFLICT (term) DO NOTHING; RETURN NULL;`,
      },
      [['livery_search_description_terms', 'AFTER INSERT OR UPDATE OF description_text ON livery_search']],
    );
  } else {
    await sqlitePrefixIndex(db);
    const terms = `INSERT INTO search_description_term (term) SELECT DISTINCT value FROM json_each(
      '["' || replace(trim(new.description_text), ' ', '","') || '"]') AS w
      WHERE value <> '' AND NOT EXISTS (SELECT 1 FROM search_description_term WHERE term = w.value);`;
    for (const event of ['INSERT', 'UPDATE OF description_text']) {
      const name = `livery_search_description_terms_${event.startsWith('INSERT') ? 'insert' : 'update'}`;
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON livery_search BEGIN ${terms} END`).execute(db);
    }
  }
  await sql.raw(fillDescriptionVocabulary(kind)).execute(db);
  if (kind === 'sqlite') await analyzeNewSqliteIndexes(db, ['search_description_term']);
}

/** Every description's words into `search_description_term` at once (this migration, bulk loads). */
export const fillDescriptionVocabulary = (kind: DatabaseKind): string =>
  fillTerms(kind, 'search_description_term', 's.description_text');

/** 0025's FTS5 table and its triggers, recreated with prefix indexes and rebuilt. */
async function sqlitePrefixIndex(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`DROP TRIGGER IF EXISTS livery_search_fts_${event}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS livery_search_fts`.execute(db);
  await createSqliteFts(db, "detail='none', prefix='2 3'");
  await sql`INSERT INTO livery_search_fts (livery_search_fts) VALUES ('rebuild')`.execute(db);
}
