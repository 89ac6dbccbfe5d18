import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Issue 36: a perceptual fingerprint per livery version (decision 0011). The 64-bit texture hash
 * is kept whole (16 hex digits) and cut into four 16-bit bands, each indexed, so a lookup in SQL
 * reads only the rows sharing a band value with the query (or one within 2 bits of it) instead
 * of every livery; the fast path keeps the same bands in memory (fingerprint-index.ts). A version the job could not fingerprint has a row with no hash, its
 * error and the number of attempts, so it is retried a few times and then left for an admin.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  // `id` grows with every fingerprint written, so each instance's in-memory index reads only the
  // rows after the last it has (a recomputed fingerprint is a new row, deleted then inserted).
  await t
    .id(db.schema.createTable('livery_fingerprint'))
    .addColumn('livery_version_id', 'integer', (c) =>
      c.notNull().unique().references('livery_version.id').onDelete('cascade'),
    )
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('texture_hash', 'varchar(16)')
    .addColumn('band_0', 'integer')
    .addColumn('band_1', 'integer')
    .addColumn('band_2', 'integer')
    .addColumn('band_3', 'integer')
    .addColumn('colour', 'varchar(12)')
    .addColumn('region_hash', 'varchar(16)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('error', 'text')
    .addColumn('computed_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  for (const band of [0, 1, 2, 3]) {
    await db.schema
      .createIndex(`livery_fingerprint_band_${band}`)
      .on('livery_fingerprint')
      .column(`band_${band}`)
      .execute();
  }
  await db.schema.createIndex('livery_fingerprint_livery').on('livery_fingerprint').column('livery_id').execute();
}
