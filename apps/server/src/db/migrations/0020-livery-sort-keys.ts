import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { analyzeNewSqliteIndexes, createPostgresRowTriggers } from './helpers';

/**
 * Issue 20: the class filter and the author sort as index ranges, as the model filter and the
 * other sorts already were. Two values that lived one join away are kept on the livery row:
 * - `car_class_id`, its model's class. A class was its models' ids, tested row by row along a
 *   walk of the sort order or collected and sorted: a class or class + tag page was the slowest
 *   of the filtered browse mix. Now (car_class_id, sort column, id) is one range per sort.
 * - `uploader_username`, its uploader's username. The author sort joined every match to `user`
 *   and sorted it (2–11 ms a filtered page). Now it is one more sort column. A livery without an
 *   author has NULL, which each database sorts where it sorted the missing join before.
 *
 * Triggers keep both equal to their source in the same transaction as any write: a livery's insert
 * or change of model or uploader, a model's move to another class, a rename, and a member's
 * deletion (before the foreign key sets `uploader_id` to NULL, so it does not depend on whether
 * that action fires triggers). Each of those writes already moves `livery_change.version` (0005),
 * so kept totals and pages do not outlive them.
 */
const SORTS = ['upload_date', 'download_count', 'favorite_count', 'title', 'rating_score', 'uploader_username'];
const INDEXES: [string, string[]][] = [
  ['livery_uploader_username', ['uploader_username', 'id']],
  ['livery_model_uploader_username', ['car_model_id', 'uploader_username', 'id']],
  ...SORTS.map((column): [string, string[]] => [`livery_class_${column}`, ['car_class_id', column, 'id']]),
];

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('livery').addColumn('car_class_id', 'integer').execute();
  await db.schema.alterTable('livery').addColumn('uploader_username', 'text').execute();
  await fillLiverySortKeys(db);
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('livery').columns(columns).execute();
  const names = INDEXES.map(([name]) => name);
  if (kind === 'sqlite') await analyzeNewSqliteIndexes(db, names);
  if (kind === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const classOf = (modelId: string) => `(SELECT car_class_id FROM car_model WHERE id = ${modelId})`;
const usernameOf = (userId: string) => `(SELECT username FROM "user" WHERE id = ${userId})`;

/** Sets every livery's class and uploader's username (the bench's bulk load does the same). */
export async function fillLiverySortKeys(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `UPDATE livery SET car_class_id = ${classOf('livery.car_model_id')},
       uploader_username = ${usernameOf('livery.uploader_id')}`,
    )
    .execute(db);
}

/** What both databases run when a model moves class, a member is renamed or deleted. */
const FOLLOW = {
  modelMoved: 'UPDATE livery SET car_class_id = new.car_class_id WHERE car_model_id = new.id;',
  renamed: 'UPDATE livery SET uploader_username = new.username WHERE uploader_id = new.id;',
  memberDeleted: 'UPDATE livery SET uploader_username = NULL WHERE uploader_id = old.id;',
};

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  // SQLite's BEFORE triggers cannot set the new row: the insert is completed by an update.
  const statements = [
    `CREATE TRIGGER livery_sort_keys_insert AFTER INSERT ON livery BEGIN
       UPDATE livery SET car_class_id = ${classOf('new.car_model_id')},
       uploader_username = ${usernameOf('new.uploader_id')} WHERE id = new.id; END`,
    `CREATE TRIGGER livery_sort_keys_model AFTER UPDATE OF car_model_id ON livery BEGIN
       UPDATE livery SET car_class_id = ${classOf('new.car_model_id')} WHERE id = new.id; END`,
    `CREATE TRIGGER livery_sort_keys_uploader AFTER UPDATE OF uploader_id ON livery BEGIN
       UPDATE livery SET uploader_username = ${usernameOf('new.uploader_id')} WHERE id = new.id; END`,
    `CREATE TRIGGER car_model_class_liveries AFTER UPDATE OF car_class_id ON car_model
       WHEN old.car_class_id IS NOT new.car_class_id BEGIN ${FOLLOW.modelMoved} END`,
    `CREATE TRIGGER user_username_liveries AFTER UPDATE OF username ON "user"
       WHEN old.username IS NOT new.username BEGIN ${FOLLOW.renamed} END`,
    `CREATE TRIGGER user_delete_liveries_username BEFORE DELETE ON "user" BEGIN ${FOLLOW.memberDeleted} END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const functions = {
    livery_sort_keys: `new.car_class_id := ${classOf('new.car_model_id')};
       new.uploader_username := ${usernameOf('new.uploader_id')}; RETURN new;`,
    car_model_class_liveries: `IF old.car_class_id IS DISTINCT FROM new.car_class_id THEN ${FOLLOW.modelMoved}
       END IF; RETURN NULL;`,
    user_username_liveries: `IF old.username IS DISTINCT FROM new.username THEN ${FOLLOW.renamed}
       END IF; RETURN NULL;`,
    user_delete_liveries_username: `${FOLLOW.memberDeleted} RETURN old;`,
  };
  await createPostgresRowTriggers(db, functions, [
    ['livery_sort_keys', 'BEFORE INSERT OR UPDATE OF car_model_id, uploader_id ON livery'],
    ['car_model_class_liveries', 'AFTER UPDATE OF car_class_id ON car_model'],
    ['user_username_liveries', 'AFTER UPDATE OF username ON "user"'],
    ['user_delete_liveries_username', 'BEFORE DELETE ON "user"'],
  ]);
}
