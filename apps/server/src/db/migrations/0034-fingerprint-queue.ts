import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { analyzeNewSqliteIndexes, createPostgresRowTriggers } from './helpers';

/**
 * Issue 36: the fingerprint job's work as rows, not as an anti-join. It found its pending versions
 * by joining every version to its fingerprint, oldest first, every 5 s: with nothing left to do
 * that read every version (40–70 ms at 100,000 on SQLite, on the event loop, ten times that at a
 * million). Now every new version gets a pending row (no hash, 0 attempts) from a trigger in the
 * transaction that writes it, so no version can be missed however its transaction commits, and
 * the job reads the pending rows through a partial index of the rows without a hash.
 * The versions without any row (older ones, or those a recomputation cleared) are queued here.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const queue =
    'INSERT INTO livery_fingerprint (livery_version_id, livery_id, attempts) VALUES (new.id, new.livery_id, 0);';
  if (kind === 'postgres') {
    await createPostgresRowTriggers(db, { livery_version_fingerprint_pending: `${queue} RETURN NULL;` }, [
      ['livery_version_fingerprint_pending', 'AFTER INSERT ON livery_version'],
    ]);
  } else {
    await sql
      .raw(`CREATE TRIGGER livery_version_fingerprint_pending AFTER INSERT ON livery_version BEGIN ${queue} END`)
      .execute(db);
  }
  await sql`INSERT INTO livery_fingerprint (livery_version_id, livery_id, attempts)
    SELECT v.id, v.livery_id, 0 FROM livery_version v
    WHERE NOT EXISTS (SELECT 1 FROM livery_fingerprint f WHERE f.livery_version_id = v.id)`.execute(db);
  await sql`CREATE INDEX livery_fingerprint_pending ON livery_fingerprint (livery_version_id)
    WHERE texture_hash IS NULL`.execute(db);
  if (kind === 'sqlite') await analyzeNewSqliteIndexes(db, ['livery_fingerprint_pending']);
}
