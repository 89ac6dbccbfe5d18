import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Issue 36 points 3–5: credit between liveries and the cases of possible copies.
 * - A livery names what it is based on: another Paddock livery (`based_on_livery_id`, set null
 *   when that livery goes; the name it had is kept in `based_on_name` so the credit still reads)
 *   or an outside work (`based_on_url` and `based_on_name`), with the uploader's permission note.
 * - `allow_derivatives`: the author's word on liveries based on theirs; true for every livery
 *   uploaded before the choice existed, as nothing forbade it then.
 * - `possible_copy_case`: one row per suspected copy and original (opened by the fingerprint job
 *   or from a member's "stolen content" report). Both liveries are set null when they go, with
 *   their titles kept, so a case resolved as a copy stays as the moderation history; the unique
 *   pair means a pair an admin called a false match is remembered and never opened again.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .alterTable('livery')
    .addColumn('based_on_livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('livery').addColumn('based_on_name', 'varchar(200)').execute();
  await db.schema.alterTable('livery').addColumn('based_on_url', 'varchar(500)').execute();
  await db.schema.alterTable('livery').addColumn('based_on_note', 'varchar(500)').execute();
  await db.schema
    .alterTable('livery')
    .addColumn('allow_derivatives', t.bool, (c) => c.notNull().defaultTo(kind === 'postgres' ? sql`true` : sql`1`))
    .execute();
  await db.schema.createIndex('livery_based_on').on('livery').column('based_on_livery_id').execute();

  await t
    .id(db.schema.createTable('possible_copy_case'))
    .addColumn('livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .addColumn('original_livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .addColumn('livery_title', 'varchar(200)', (c) => c.notNull())
    .addColumn('original_title', 'varchar(200)')
    .addColumn('distance', 'integer')
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('report_id', 'integer', (c) => c.references('report.id').onDelete('set null'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Open'))
    .addColumn('resolved_by_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('resolved_at', t.timestamp)
    .addColumn('resolution_message', 'varchar(1000)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await db.schema
    .createIndex('possible_copy_case_pair')
    .unique()
    .on('possible_copy_case')
    .columns(['livery_id', 'original_livery_id'])
    .execute();
  await db.schema
    .createIndex('possible_copy_case_status')
    .on('possible_copy_case')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('possible_copy_case_original')
    .on('possible_copy_case')
    .column('original_livery_id')
    .execute();
  await db.schema.createIndex('possible_copy_case_report').on('possible_copy_case').column('report_id').execute();
}
