import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { analyzeNewSqliteIndexes, createPostgresRowTriggers } from './helpers';

/**
 * Issue 20: the author sort as an index. Browse by author joined every match to `user` and sorted
 * by username, or walked members by name and each one's liveries: with a class, a tag or a model
 * that was 2–11 ms a page, a third of the filtered browse mix's time. `livery.uploader_username`
 * keeps the uploader's username on the row, so the author order is one more sort column, with
 * (uploader_username, id) and (car_model_id, uploader_username, id) indexes like the others.
 *
 * Triggers keep it equal to `user.username` in the same transaction as any write: a livery's
 * insert or change of uploader, a rename, and a member's deletion (before the foreign key sets
 * `uploader_id` to NULL, so it does not depend on whether that action fires triggers). A livery
 * without an author has NULL, which each database sorts where it sorted the missing join before.
 * Renames already move `livery_change.version` (0005), so kept pages do not outlive them.
 */
const INDEXES: [string, string[]][] = [
  ['livery_uploader_username', ['uploader_username', 'id']],
  ['livery_model_uploader_username', ['car_model_id', 'uploader_username', 'id']],
];

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('livery').addColumn('uploader_username', 'text').execute();
  await fillUploaderUsernames(db);
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('livery').columns(columns).execute();
  if (kind === 'sqlite')
    await analyzeNewSqliteIndexes(
      db,
      INDEXES.map(([name]) => name),
    );
  if (kind === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Copies every uploader's username onto their liveries (the bench's bulk load does the same). */
export async function fillUploaderUsernames(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE livery SET uploader_username = (SELECT username FROM "user" WHERE "user".id = livery.uploader_id)`.execute(
    db,
  );
}

const usernameOf = (id: string) => `(SELECT username FROM "user" WHERE id = ${id})`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TRIGGER livery_uploader_username_insert AFTER INSERT ON livery WHEN new.uploader_id IS NOT NULL BEGIN
       UPDATE livery SET uploader_username = ${usernameOf('new.uploader_id')} WHERE id = new.id; END`,
    `CREATE TRIGGER livery_uploader_username_move AFTER UPDATE OF uploader_id ON livery BEGIN
       UPDATE livery SET uploader_username = ${usernameOf('new.uploader_id')} WHERE id = new.id; END`,
    `CREATE TRIGGER user_username_liveries AFTER UPDATE OF username ON "user"
       WHEN old.username IS NOT new.username BEGIN
       UPDATE livery SET uploader_username = new.username WHERE uploader_id = new.id; END`,
    `CREATE TRIGGER user_delete_liveries_username BEFORE DELETE ON "user" BEGIN
       UPDATE livery SET uploader_username = NULL WHERE uploader_id = old.id; END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const functions = {
    livery_uploader_username: `new.uploader_username := ${usernameOf('new.uploader_id')}; RETURN new;`,
    user_username_liveries: `IF old.username IS DISTINCT FROM new.username THEN
       UPDATE livery SET uploader_username = new.username WHERE uploader_id = new.id;
       END IF; RETURN NULL;`,
    user_delete_liveries_username: 'UPDATE livery SET uploader_username = NULL WHERE uploader_id = old.id; RETURN old;',
  };
  await createPostgresRowTriggers(db, functions, [
    ['livery_uploader_username', 'BEFORE INSERT OR UPDATE OF uploader_id ON livery'],
    ['user_username_liveries', 'AFTER UPDATE OF username ON "user"'],
    ['user_delete_liveries_username', 'BEFORE DELETE ON "user"'],
  ]);
}
