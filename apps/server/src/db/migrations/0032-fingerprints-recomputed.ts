import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Issue 36 point 3: the fingerprint moved into the contract so the upload page's worker computes
 * the server's hash bit for bit, and its grey 32² image is now a 2×2 box average of the 64² grid
 * (sharp's Lanczos resize before, which the browser cannot repeat). Every stored hash was made the
 * old way and would not match the browser's: delete them all. The background job fingerprints
 * every version with no row again (it is the backfill; 0034 queues them as rows), and the admin dashboard's progress, which
 * counts these rows against the versions, starts again from 0. Failed rows go too, so their
 * versions get their tries again. A pause an admin set is kept.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await (db as Kysely<{ livery_fingerprint: { id: number } }>).deleteFrom('livery_fingerprint').execute();
}
