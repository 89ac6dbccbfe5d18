import type { Kysely } from 'kysely';

/**
 * Issue 18 §2: the flat texture preview and region overlay the browser makes at upload (one row
 * per livery that has them; liveries uploaded before show screenshots only), and the share of each
 * region-map colour, counted by the server (per mille: 375 = 37.5 %). Share rows are named after
 * REGIONS plus 'unrecognised'; liveries uploaded before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('livery_preview')
    .addColumn('livery_id', 'integer', (c) => c.primaryKey().references('livery.id').onDelete('cascade'))
    .addColumn('texture_key', 'text', (c) => c.notNull())
    .addColumn('overlay_key', 'text', (c) => c.notNull())
    .addColumn('stored_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The orphan sweep looks keys up by value (as migration 0006 does for screenshots).
  await db.schema.createIndex('livery_preview_texture_key').on('livery_preview').column('texture_key').execute();
  await db.schema.createIndex('livery_preview_overlay_key').on('livery_preview').column('overlay_key').execute();
  await db.schema
    .createTable('livery_region_share')
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('region_name', 'text', (c) => c.notNull())
    .addColumn('share_per_mille', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('livery_region_share_pk', ['livery_id', 'region_name'])
    .execute();
}
