import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a PostgreSQL transaction whose statements are planned with bitmap scans only.
 * For a LIKE served by a trigram index the planner assumes matches are spread evenly through any
 * order it could walk; a word's matches are not ("len" at 1,000,000 liveries: 2,723 matches it
 * estimated at 9,245, so walking the primary key to the 1,001st took 456 ms against 7 ms from the
 * trigram index's bitmap). Use it only for SQL that always runs this way, never for a statement
 * also run without it: a kept plan must not carry one setting into the other.
 */
export function withBitmapScansOnly<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true), set_config('enable_seqscan', 'off', true)`.execute(
      trx,
    );
    return work(trx);
  });
}
