import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { createPostgresRowTriggers } from './helpers';

/**
 * Issue 20: browse totals without counting. `livery_facet_count` keeps, per car model, how many
 * liveries it has (`tag_id` 0) and how many of them carry each tag, updated by triggers in the
 * same transaction as the write. Every total of the model, class and tag filters (alone or
 * combined, and the whole catalogue) is then a sum over at most models × tags small rows, where
 * counting read every match: a tag's total at 1,000,000 liveries took 2–3 s on SQLite, blocking
 * the event loop (bench/notes/growth.md).
 *
 * The trigger order matters on deletion: a livery's tags go with it by ON DELETE CASCADE, which
 * both databases run after the livery row is gone. So the livery's own BEFORE DELETE trigger
 * takes its model and tags off while both are still there, and the tag trigger counts only the
 * removal of a tag from a livery that still exists (an edit). Tags are only ever inserted and
 * deleted (an edit replaces them), so `livery_tag` has no update trigger.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('livery_facet_count')
    .addColumn('car_model_id', 'integer', (c) => c.notNull())
    .addColumn('tag_id', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('livery_facet_count_pk', ['car_model_id', 'tag_id'])
    .execute();
  await recountLiveryFacets(db);
  if (kind === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** Rebuilds every count from the rows (the bench's bulk load, which skips triggers, does the same). */
export async function recountLiveryFacets(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM livery_facet_count`.execute(db);
  await sql`INSERT INTO livery_facet_count (car_model_id, tag_id, n)
    SELECT car_model_id, 0, count(*) FROM livery GROUP BY car_model_id
    UNION ALL
    SELECT l.car_model_id, lt.tag_id, count(*) FROM livery_tag lt JOIN livery l ON l.id = lt.livery_id
    GROUP BY l.car_model_id, lt.tag_id`.execute(db);
}

/** Adds `delta` to one count, making its row on first use. */
const add = (model: string, tag: string, delta: number) =>
  `INSERT INTO livery_facet_count (car_model_id, tag_id, n) VALUES (${model}, ${tag}, ${delta})
   ON CONFLICT (car_model_id, tag_id) DO UPDATE SET n = livery_facet_count.n + ${delta};`;

/** Adds 1 to the count of each (model, tag) row `select` gives, making rows on first use. */
const addSelected = (select: string) =>
  `INSERT INTO livery_facet_count (car_model_id, tag_id, n) ${select}
   ON CONFLICT (car_model_id, tag_id) DO UPDATE SET n = livery_facet_count.n + 1;`;
/** The new model's counts of the tags a moved livery carries. */
const addTagsToNewModel = addSelected('SELECT new.car_model_id, tag_id, 1 FROM livery_tag WHERE livery_id = new.id');
/** The count of a newly tagged livery's model and that tag. */
const addNewTag = addSelected('SELECT car_model_id, new.tag_id, 1 FROM livery WHERE id = new.livery_id');

/** Adds `delta` to the counts of every tag a livery carries, under one model. */
const addTags = (liveryId: string, model: string, delta: number) =>
  `UPDATE livery_facet_count SET n = n + ${delta}
   WHERE car_model_id = ${model} AND tag_id IN (SELECT tag_id FROM livery_tag WHERE livery_id = ${liveryId});`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `CREATE TRIGGER livery_facet_insert AFTER INSERT ON livery BEGIN ${add('new.car_model_id', '0', 1)} END`,
    `CREATE TRIGGER livery_facet_delete BEFORE DELETE ON livery BEGIN
       ${add('old.car_model_id', '0', -1)} ${addTags('old.id', 'old.car_model_id', -1)} END`,
    `CREATE TRIGGER livery_facet_move AFTER UPDATE OF car_model_id ON livery
       WHEN old.car_model_id <> new.car_model_id BEGIN
       ${add('old.car_model_id', '0', -1)} ${add('new.car_model_id', '0', 1)}
       ${addTags('new.id', 'old.car_model_id', -1)} ${addTagsToNewModel} END`,
    `CREATE TRIGGER livery_facet_tag_insert AFTER INSERT ON livery_tag BEGIN ${addNewTag} END`,
    `CREATE TRIGGER livery_facet_tag_delete AFTER DELETE ON livery_tag BEGIN
       UPDATE livery_facet_count SET n = n - 1
       WHERE tag_id = old.tag_id AND car_model_id = (SELECT car_model_id FROM livery WHERE id = old.livery_id); END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const functions = {
    livery_facet_insert: `${add('new.car_model_id', '0', 1)} RETURN NULL;`,
    livery_facet_delete: `${add('old.car_model_id', '0', -1)} ${addTags('old.id', 'old.car_model_id', -1)} RETURN old;`,
    livery_facet_move: `IF old.car_model_id <> new.car_model_id THEN
       ${add('old.car_model_id', '0', -1)} ${add('new.car_model_id', '0', 1)}
       ${addTags('new.id', 'old.car_model_id', -1)} ${addTagsToNewModel}
       END IF; RETURN NULL;`,
    livery_facet_tag_insert: `${addNewTag} RETURN NULL;`,
    livery_facet_tag_delete: `UPDATE livery_facet_count SET n = n - 1
       WHERE tag_id = old.tag_id AND car_model_id = (SELECT car_model_id FROM livery WHERE id = old.livery_id);
       RETURN NULL;`,
  };
  await createPostgresRowTriggers(db, functions, [
    ['livery_facet_insert', 'AFTER INSERT ON livery'],
    ['livery_facet_delete', 'BEFORE DELETE ON livery'],
    ['livery_facet_move', 'AFTER UPDATE OF car_model_id ON livery'],
    ['livery_facet_tag_insert', 'AFTER INSERT ON livery_tag'],
    ['livery_facet_tag_delete', 'AFTER DELETE ON livery_tag'],
  ]);
}
