import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Issue 19: a livery's versions. Each version keeps its own zip (older ones stay downloadable)
 * and its own download count; the `livery` row keeps pointing at the newest version's zip
 * (`file_key`, `file_size`), so downloads, install and everything else that reads it go on
 * working, and `current_version` says which number that is. Every existing livery gets version 1
 * from its current zip, with its downloads so far (the per-version counts add up to the total).
 * A download row now names the version it fetched, for per-version counting and de-duplication.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await t
    .id(db.schema.createTable('livery_version'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('changelog', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('livery_version_number', ['livery_id', 'number'])
    .execute();
  // The orphan sweep and the download look zips up by key.
  await db.schema.createIndex('livery_version_file_key').on('livery_version').column('file_key').execute();

  await db.schema
    .alterTable('livery')
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await sql`INSERT INTO livery_version (livery_id, number, file_key, file_size, changelog, created_at, download_count)
    SELECT id, 1, file_key, file_size, NULL, upload_date, download_count FROM livery`.execute(db);

  await db.schema
    .alterTable('download')
    .addColumn('livery_version_id', 'integer', (c) => c.references('livery_version.id').onDelete('cascade'))
    .execute();
  await sql`UPDATE download SET livery_version_id = (
    SELECT v.id FROM livery_version v WHERE v.livery_id = download.livery_id AND v.number = 1)`.execute(db);
  // A version's deletion cascades to its download rows.
  await db.schema.createIndex('download_livery_version').on('download').column('livery_version_id').execute();
}
