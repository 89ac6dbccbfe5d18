import type { Kysely } from 'kysely';

/**
 * The start-up sweep of unreferenced objects (storage/sweep-orphan-objects.ts) asks, 500 stored
 * keys at a time, which ones a livery or screenshot row names. Without these indexes each batch
 * read every livery or screenshot row: on 100,000 liveries, a full pass over every stored object
 * meant hundreds of full-table scans, blocking the embedded SQLite database while it ran.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('livery_file_key').on('livery').column('file_key').execute();
  await db.schema.createIndex('screenshot_full_key').on('screenshot').column('full_key').execute();
  await db.schema.createIndex('screenshot_thumb_key').on('screenshot').column('thumb_key').execute();
}
