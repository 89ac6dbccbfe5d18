import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Indexes for browse, related and search on a large catalogue (bench/QUERY-PLANS.md): the model
 * index gains the id tiebreak so "newest of a model" is one index walk, and on PostgreSQL a
 * trigram index answers `lower(title) like '%term%'` without reading every livery.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.dropIndex('livery_model').execute();
  await db.schema.createIndex('livery_model').on('livery').columns(['car_model_id', 'upload_date', 'id']).execute();
  if (kind !== 'postgres') return;
  const available = await sql<{
    ok: number;
  }>`SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  // The extension is database-wide: it may already live in another schema (tests use one per file).
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  await sql`CREATE INDEX livery_title_trgm ON livery USING gin (lower(title) ${sql.id(schema)}.gin_trgm_ops)`.execute(
    db,
  );
}
