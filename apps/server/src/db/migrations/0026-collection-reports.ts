import { type Kysely, sql } from 'kysely';

/**
 * Members report public collections and league packs (issue 34 §17). A collection report has
 * `target = 'collection'`, names the collection in `collection_id` and keeps its name in
 * `livery_title` (the column every report keeps its target's title in, so the report, the audit
 * log and the reporter's notification still read once the collection is gone).
 * - `collection_id` is `ON DELETE SET NULL`, as `livery_id` and `comment_id` are: a removed
 *   collection leaves no report pointing at a missing row, and its reports stay as the moderation
 *   history (a cascade would let an owner erase the reports against them by deleting).
 * - One open report per member and collection, even when two arrive at once (the partial unique
 *   index, like the livery and comment ones).
 * - `report_collection` serves the set-null on deletion, the admin filter by collection and the
 *   open-report counts of Admin → Collections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('report')
    .addColumn('collection_id', 'integer', (c) => c.references('collection.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('report_collection').on('report').columns(['collection_id']).execute();
  await sql`CREATE UNIQUE INDEX report_one_open_collection ON report (collection_id, reporter_id)
    WHERE status IN ('Pending', 'UnderInvestigation') AND target = 'collection'`.execute(db);
}
