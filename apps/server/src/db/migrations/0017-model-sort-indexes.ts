import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { analyzeNewSqliteIndexes } from './helpers';

/**
 * Issue 20: browse by car model (and by class, its few models) in every sort order. `livery_model`
 * (car_model_id, upload_date, id) already served the newest of a model; these give the other sorts
 * the same index, so a model's page in any order is one range read, and a class's matches are
 * collected from the index alone (key and id, no livery rows) when they are few enough to sort
 * (livery-sorted-matches.ts). Cost: an upload writes four more index entries, and a download,
 * favourite or rating updates two index entries instead of one (bench/notes/api-listing.md).
 */
const SORTS = [
  ['livery_model_downloads', 'download_count'],
  ['livery_model_favorites', 'favorite_count'],
  ['livery_model_title', 'title'],
  ['livery_model_rating', 'rating_score'],
] as const;

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  for (const [name, column] of SORTS) {
    await db.schema.createIndex(name).on('livery').columns(['car_model_id', column, 'id']).execute();
  }
  // A database ANALYZE has run on keeps statistics of the older indexes; beside them an index
  // without any looks ten times more selective, and SQLite took `livery_model_rating` for the newest
  // of a model and sorted all its liveries (230 ms). Measuring the new ones keeps the choice fair.
  if (kind === 'sqlite')
    await analyzeNewSqliteIndexes(
      db,
      SORTS.map(([name]) => name),
    );
}
