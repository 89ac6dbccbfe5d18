import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Filters } from './livery-filters';

/** Whether a filter's total is a sum of kept counts: no search, no material. */
export const hasFacetTotal = (f: Filters): boolean => !f.search && !f.material?.length;

/**
 * How many liveries match a model, class and tag filter (any of them, or none), summed from the
 * counts the triggers keep: at most models × tags small rows, whatever the catalogue's size.
 * `classModels` are the ids of the class's models when a class is chosen.
 */
export async function facetTotal(
  db: Kysely<Database>,
  f: Filters,
  classModels: readonly number[] | undefined,
): Promise<number> {
  let q = db
    .selectFrom('livery_facet_count')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('tag_id', '=', f.tagId ?? 0);
  if (f.carModelId) q = q.where('car_model_id', '=', f.carModelId);
  if (f.carClassId) {
    if (!classModels?.length) return 0;
    q = q.where('car_model_id', 'in', classModels);
  }
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
