import type { Kysely } from 'kysely';

/**
 * A member's storage quota counts what their liveries take in the store: the zip (livery.file_size)
 * and each screenshot's WebP plus its thumbnail, recorded here at upload. Screenshots stored before
 * this migration count as 0 bytes (their sizes are not known without listing the store); they are
 * a few hundred kilobytes each beside zips of up to 120 MB.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('screenshot')
    .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
