import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Issue 20: a search also finds the liveries of members whose name contains the term
 * (`matchingAuthorIds`). On PostgreSQL that read every member (40 ms at 30,000) for each new term
 * a crowd typed into the header search; trigram indexes on both names answer it from a bitmap, as
 * 0004's does for titles. SQLite reads its members in a few milliseconds and needs none.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  const { rows } = await sql<{ schema: string }>`
    SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'`.execute(db);
  // 0004 installs pg_trgm where the server offers it; without it names are read as before.
  const schema = rows[0]?.schema;
  if (!schema) return;
  for (const column of ['username', 'display_username']) {
    await sql`CREATE INDEX ${sql.id(`user_${column}_trgm`)} ON "user" USING gin (lower(${sql.id(column)}) ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  }
}
