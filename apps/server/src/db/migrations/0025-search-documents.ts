import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { analyzeNewSqliteIndexes, columnTypes, createPostgresRowTriggers } from './helpers';

/**
 * Issue 38: word search over every field a player may type, kept by triggers so every writer
 * (uploads, edits, renames, the admin's catalogue, Better Auth's own updates, bulk loads) leaves a
 * livery findable at once, in the same transaction.
 *
 * - `livery_search`: one row per livery, each field folded to words (`paddock_fold`, the same rule
 *   as the contract's foldSearchText) and padded with spaces, so " word " tests a whole word when
 *   ranking: title; model (its name, its class and its aliases); tags; author (username and
 *   display name); description.
 * - SQLite: `livery_search_fts`, FTS5 over those fields (external content, rowids only: terms and
 *   prefixes are all a query asks of it). PostgreSQL: `document`, a weighted tsvector (title A,
 *   model B, tags and author C, description D) with a GIN index.
 * - `search_term`: every word of titles, models, tags and authors, in the order first seen: the
 *   vocabulary typos are corrected against (descriptions stay out: their typos would be offered).
 * - `car_model_alias`: nicknames an admin gives a model ("Vette"), searched as part of its name.
 * - SQLite: 0005's trigram table of titles (`livery_title_fts`), which only the old substring
 *   search read, is dropped with its triggers.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const types = columnTypes(kind);
  await types
    .id(db.schema.createTable('car_model_alias'))
    .addColumn('car_model_id', 'integer', (c) => c.notNull().references('car_model.id').onDelete('cascade'))
    .addColumn('alias', 'text', (c) => c.notNull())
    .addUniqueConstraint('car_model_alias_unique', ['car_model_id', 'alias'])
    .execute();
  await types
    .id(db.schema.createTable('search_term'))
    .addColumn('term', 'text', (c) => c.notNull().unique())
    .execute();
  let table = db.schema
    .createTable('livery_search')
    .addColumn('livery_id', 'integer', (c) => c.primaryKey().references('livery.id').onDelete('cascade'));
  for (const field of FIELDS) table = table.addColumn(field, 'text', (c) => c.notNull().defaultTo(' '));
  await table.execute();
  if (kind === 'postgres') await postgresSearch(db);
  else await sqliteSearch(db);
  await sql.raw(refreshDocuments(kind, '1 = 1')).execute(db);
}

const FIELDS = ['title_text', 'model_text', 'tag_text', 'author_text', 'description_text'] as const;
/** The fields whose words are corrected against (not descriptions). */
const VOCABULARY_FIELDS = FIELDS.slice(0, 4);

const joined = (kind: DatabaseKind, expr: string) =>
  kind === 'postgres' ? `string_agg(${expr}, ' ')` : `group_concat(${expr}, ' ')`;

/** A model's search text (`m` joined to its class `c`): its name, its class and its nicknames. */
const modelText = (kind: DatabaseKind) => `paddock_fold(m.name || ' ' || c.name || ' ' ||
  coalesce((SELECT ${joined(kind, 'a.alias')} FROM car_model_alias a WHERE a.car_model_id = m.id), ''))`;

/** Upserts the search rows of the liveries `l` that meet `condition` (the bench's bulk load runs it too). */
export function refreshDocuments(kind: DatabaseKind, condition: string): string {
  return `INSERT INTO livery_search (livery_id, ${FIELDS.join(', ')})
    SELECT l.id, paddock_fold(l.title), ${modelText(kind)},
      paddock_fold(coalesce((SELECT ${joined(kind, 't.name')} FROM livery_tag lt JOIN tag t ON t.id = lt.tag_id
        WHERE lt.livery_id = l.id), '')),
      paddock_fold(coalesce(u.username, '') || ' ' || coalesce(u.display_username, '')),
      paddock_fold(l.description)
    FROM livery l JOIN car_model m ON m.id = l.car_model_id JOIN car_class c ON c.id = m.car_class_id
      LEFT JOIN "user" u ON u.id = l.uploader_id
    WHERE ${condition}
    ON CONFLICT (livery_id) DO UPDATE SET ${FIELDS.map((f) => `${f} = excluded.${f}`).join(', ')};`;
}

/**
 * Only the model field of the liveries `l` that meet `condition`: a nickname, a model's or a
 * class's rename touches thousands of liveries, and rebuilding their whole rows (tags, author)
 * cost 0.3 s per nickname for 3,000 liveries on PostgreSQL.
 */
function refreshModelText(kind: DatabaseKind, condition: string): string {
  return `UPDATE livery_search SET model_text = (SELECT ${modelText(kind)}
      FROM car_model m JOIN car_class c ON c.id = m.car_class_id
      WHERE m.id = (SELECT car_model_id FROM livery WHERE id = livery_search.livery_id))
    WHERE livery_id IN (SELECT l.id FROM livery l WHERE ${condition});`;
}

/** Which liveries' rows each write changes: [trigger name, event, condition on `l`, what changes]. */
const FOLLOWED: readonly (readonly [string, string, string, 'row' | 'model'])[] = [
  ['livery_search_insert', 'AFTER INSERT ON livery', 'l.id = new.id', 'row'],
  [
    'livery_search_update',
    'AFTER UPDATE OF title, description, car_model_id, uploader_id ON livery',
    'l.id = new.id',
    'row',
  ],
  ['livery_tag_search_add', 'AFTER INSERT ON livery_tag', 'l.id = new.livery_id', 'row'],
  ['livery_tag_search_remove', 'AFTER DELETE ON livery_tag', 'l.id = old.livery_id', 'row'],
  ['user_search_rename', 'AFTER UPDATE OF username, display_username ON "user"', 'l.uploader_id = new.id', 'row'],
  ['car_model_search_rename', 'AFTER UPDATE OF name, car_class_id ON car_model', 'l.car_model_id = new.id', 'model'],
  [
    'car_class_search_rename',
    'AFTER UPDATE OF name ON car_class',
    'l.car_model_id IN (SELECT id FROM car_model WHERE car_class_id = new.id)',
    'model',
  ],
  [
    'tag_search_rename',
    'AFTER UPDATE OF name ON tag',
    'l.id IN (SELECT livery_id FROM livery_tag WHERE tag_id = new.id)',
    'row',
  ],
  ['car_model_alias_search_add', 'AFTER INSERT ON car_model_alias', 'l.car_model_id = new.car_model_id', 'model'],
  ['car_model_alias_search_remove', 'AFTER DELETE ON car_model_alias', 'l.car_model_id = old.car_model_id', 'model'],
];

/** The statement a FOLLOWED trigger runs. */
const followed = (kind: DatabaseKind, condition: string, changes: 'row' | 'model') =>
  changes === 'row' ? refreshDocuments(kind, condition) : refreshModelText(kind, condition);

const vocabularyText = (row: string) => VOCABULARY_FIELDS.map((f) => `${row}.${f}`).join(' || ');

/** Every word of every search row into `search_term` at once: what its triggers do row by row (bulk loads). */
export const fillVocabulary = (kind: DatabaseKind): string => fillTerms(kind, 'search_term', vocabularyText('s'));

/** Every word of the search rows' `text` (of `s`) into `table` at once. */
export function fillTerms(kind: DatabaseKind, table: string, text: string): string {
  if (kind === 'postgres') {
    return `INSERT INTO ${table} (term) SELECT DISTINCT w FROM livery_search AS s,
      unnest(string_to_array(${text}, ' ')) AS w WHERE w <> '' ORDER BY w ON CONFLICT (term) DO NOTHING`;
  }
  return `INSERT INTO ${table} (term) SELECT DISTINCT w.value FROM livery_search AS s, json_each(
    '["' || replace(trim(${text}), ' ', '","') || '"]') AS w
    WHERE w.value <> '' AND w.value NOT IN (SELECT term FROM ${table})`;
}

async function sqliteSearch(db: Kysely<unknown>): Promise<void> {
  // 0005's trigram index of titles served the substring search this one replaces: no query reads
  // it any more, and its triggers would go on writing it with every livery.
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`DROP TRIGGER IF EXISTS livery_title_fts_${event}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS livery_title_fts`.execute(db);
  await createSqliteFts(db, "detail='none'");
  for (const [name, event, condition, changes] of FOLLOWED) {
    await sql.raw(`CREATE TRIGGER ${name} ${event} BEGIN ${followed('sqlite', condition, changes)} END`).execute(db);
  }
  await analyzeNewSqliteIndexes(db, ['search_term']);
}

async function postgresSearch(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ ok: number }>`
    SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'unaccent'`.execute(db);
  let unaccented = "coalesce(t, '')";
  if (available.rows.length > 0) {
    // Database-wide, like pg_trgm (0004): it may already live in another schema.
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'unaccent'`.execute(db);
    const schema = `"${(rows[0]?.schema ?? 'public').replaceAll('"', '""')}"`;
    // The two-argument form names its dictionary, so the function does not depend on search_path.
    unaccented = `${schema}.unaccent('${schema}.unaccent'::regdictionary, coalesce(t, ''))`;
  }
  await sql
    .raw(`CREATE FUNCTION paddock_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN f = '' THEN ' ' ELSE ' ' || f || ' ' END
      FROM (SELECT trim(regexp_replace(lower(${unaccented}), '[^a-z0-9]+', ' ', 'g')) AS f) AS folded $$`)
    .execute(db);
  await sql
    .raw(`ALTER TABLE livery_search ADD COLUMN document tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title_text), 'A') || setweight(to_tsvector('simple', model_text), 'B') ||
      setweight(to_tsvector('simple', tag_text || author_text), 'C') ||
      setweight(to_tsvector('simple', description_text), 'D')) STORED`)
    .execute(db);
  await sql`CREATE INDEX livery_search_document ON livery_search USING gin (document)`.execute(db);
  const functions: Record<string, string> = {
    // Sorted, so two transactions adding the same new words lock them in the same order.
    livery_search_terms: `INSERT INTO search_term (term) SELECT DISTINCT w FROM
      unnest(string_to_array(${vocabularyText('new')}, ' ')) AS w WHERE w <> '' ORDER BY w
      ON CONFLICT (term) DO NOTHING; RETURN NULL;`,
  };
  for (const [name, , condition, changes] of FOLLOWED) {
    functions[name] = `${followed('postgres', condition, changes)} RETURN NULL;`;
  }
  await createPostgresRowTriggers(db, functions, [
    ['livery_search_terms', 'AFTER INSERT OR UPDATE ON livery_search'],
    ...FOLLOWED.map(([name, event]) => [name, event] as const),
  ]);
  await sql`CREATE TRIGGER livery_search_change AFTER INSERT OR UPDATE OR DELETE ON livery_search
    FOR EACH STATEMENT EXECUTE FUNCTION livery_change_bump()`.execute(db);
}

/**
 * SQLite's FTS5 table over the search rows (external content, rowids only: terms and prefixes are
 * all a query asks of it) with `options`, and the triggers that keep it and the vocabulary (0029
 * recreates it with prefix indexes).
 */
export async function createSqliteFts(db: Kysely<unknown>, options: string): Promise<void> {
  await sql
    .raw(`CREATE VIRTUAL TABLE livery_search_fts USING fts5(${FIELDS.join(', ')},
      content='livery_search', content_rowid='livery_id', tokenize='unicode61', ${options})`)
    .execute(db);
  const values = (row: string) => FIELDS.map((f) => `${row}.${f}`).join(', ');
  const remove = `INSERT INTO livery_search_fts (livery_search_fts, rowid, ${FIELDS.join(', ')})
    VALUES ('delete', old.livery_id, ${values('old')});`;
  const add = `INSERT INTO livery_search_fts (rowid, ${FIELDS.join(', ')}) VALUES (new.livery_id, ${values('new')});`;
  // The words as a JSON array: folded text holds only [a-z0-9 ], so no character needs escaping.
  // Not OR IGNORE: inside a trigger the outer statement's conflict policy would replace it.
  const terms = `INSERT INTO search_term (term) SELECT DISTINCT value FROM json_each(
    '["' || replace(trim(${vocabularyText('new')}), ' ', '","') || '"]') AS w
    WHERE value <> '' AND NOT EXISTS (SELECT 1 FROM search_term WHERE term = w.value);`;
  const bump = 'UPDATE livery_change SET version = version + 1 WHERE id = 1;';
  for (const statement of [
    `CREATE TRIGGER livery_search_fts_insert AFTER INSERT ON livery_search BEGIN ${add} ${terms} ${bump} END`,
    `CREATE TRIGGER livery_search_fts_delete AFTER DELETE ON livery_search BEGIN ${remove} ${bump} END`,
    `CREATE TRIGGER livery_search_fts_update AFTER UPDATE ON livery_search BEGIN ${remove} ${add} ${terms} ${bump} END`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
