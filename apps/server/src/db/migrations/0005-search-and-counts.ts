import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Indexes and bookkeeping that keep browse, search and author sort off full scans on a large
 * catalogue (bench/QUERY-PLANS.md):
 * - `livery_uploader_id (uploader_id, id)`: "liveries of these authors" for search and the author
 *   sort, walked in id order.
 * - SQLite: `livery_title_fts`, an FTS5 trigram index of titles (kept by triggers) that finds the
 *   candidates for `title LIKE '%term%'`; PostgreSQL has the pg_trgm index of 0004 for that.
 * - `livery_change`: one row whose `version` moves on every write that can change which liveries a
 *   browse filter or search matches, so the API can cache totals per filter and still show a member
 *   their own upload, edit or deletion at once, whichever process made it.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.createIndex('livery_uploader_id').on('livery').columns(['uploader_id', 'id']).execute();
  await db.schema
    .createTable('livery_change')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`INSERT INTO livery_change (id, version) VALUES (1, 0)`.execute(db);
  if (kind === 'postgres') await postgresTriggers(db);
  else await sqliteSearchAndTriggers(db);
}

/** What changes a filter's matches: a livery's title, model or author; tags; names; model classes. */
const WATCHED = [
  { table: 'livery', events: ['INSERT', 'DELETE', 'UPDATE OF title, car_model_id, uploader_id'] },
  { table: 'livery_tag', events: ['INSERT', 'DELETE'] },
  { table: 'user', events: ['DELETE', 'UPDATE OF username, display_username'] },
  { table: 'car_model', events: ['DELETE', 'UPDATE OF car_class_id'] },
];

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION livery_change_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE livery_change SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`.execute(db);
  for (const { table, events } of WATCHED) {
    for (const [i, event] of events.entries()) {
      // Once per statement: a bulk admin edit bumps the version once, not once per row.
      await sql`CREATE TRIGGER ${sql.id(`${table}_change_${i}`)} AFTER ${sql.raw(event)} ON ${sql.id(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION livery_change_bump()`.execute(db);
    }
  }
}

async function sqliteSearchAndTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, events } of WATCHED) {
    for (const [i, event] of events.entries()) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_change_${i}`)} AFTER ${sql.raw(event)} ON ${sql.id(table)}
        BEGIN UPDATE livery_change SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
  // External content: the index stores trigrams only; titles stay in `livery`.
  await sql`CREATE VIRTUAL TABLE livery_title_fts USING fts5(title, content='livery', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`INSERT INTO livery_title_fts (livery_title_fts) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER livery_title_fts_insert AFTER INSERT ON livery BEGIN
    INSERT INTO livery_title_fts (rowid, title) VALUES (new.id, new.title); END`.execute(db);
  await sql`CREATE TRIGGER livery_title_fts_delete AFTER DELETE ON livery BEGIN
    INSERT INTO livery_title_fts (livery_title_fts, rowid, title) VALUES ('delete', old.id, old.title); END`.execute(
    db,
  );
  await sql`CREATE TRIGGER livery_title_fts_update AFTER UPDATE OF title ON livery BEGIN
    INSERT INTO livery_title_fts (livery_title_fts, rowid, title) VALUES ('delete', old.id, old.title);
    INSERT INTO livery_title_fts (rowid, title) VALUES (new.id, new.title); END`.execute(db);
}
