import { type BrowseQuery, type SortKey, searchQueryWords } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LiverySearchIndex, SearchPlan } from '../search/livery-search-index';
import { carriesTag, hasMaterial, type LiveryQuery } from './livery-rows';
import type { SearchShape } from './livery-search';

export type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending' | 'search'> & {
  search?: string;
};
/** The ids of the class's models, when the caller has looked them up (`classModels` in the repository). */
export type ClassModels = readonly number[] | undefined;

export const SORT_COLUMNS: Record<SortKey, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  // Issue 19: the Bayesian score (0015's index livery_rating_score covers (rating_score, id)).
  rating: 'l.rating_score',
  title: 'l.title',
  // Issue 20 (0020): the uploader's username, kept on the row by triggers; NULL without an author.
  author: 'l.uploader_username',
  // Issue 38: best match has its own page query (relevancePage); this only names a tiebreak.
  relevance: 'l.favorite_count',
};

/** Whether anything but a search narrows the liveries. */
export const hasFilters = (f: Filters): boolean => !!(f.carModelId || f.carClassId || f.tagId || f.material?.length);

/** Browse's filters as conditions on `livery as l`, their cache key, and counting. */
export function createLiveryFilters(db: Kysely<Database>, searchIndex: LiverySearchIndex) {
  /**
   * The filters on `livery` alone (no joins), so the count and the page of ids can each use an
   * index; a search is its index's set of matching ids (`plan`, from searchIndex.plan).
   */
  function applyFilters<Q extends LiveryQuery>(
    q: Q,
    f: Filters,
    { plan, shape = 'index sets' }: { plan?: SearchPlan; shape?: SearchShape } = {},
  ): Q {
    let out = q;
    // A model or a class is a range of its (car_model_id or car_class_id, sort column, id) index
    // (0004, 0017, 0020) in every sort order.
    if (f.carModelId) out = out.where('l.car_model_id', '=', f.carModelId) as Q;
    if (f.carClassId) out = out.where('l.car_class_id', '=', f.carClassId) as Q;
    if (f.tagId) out = out.where(carriesTag(f.tagId)) as Q;
    if (f.material?.length) out = out.where(hasMaterial(f.material)) as Q;
    if (f.search) {
      if (plan === undefined) throw new Error('A search needs its plan (searchIndex.plan).');
      out =
        shape === 'row check'
          ? (out
              .innerJoin('livery_search as r', 'r.livery_id', 'l.id')
              .where(searchIndex.rowCheck(plan)) as unknown as Q)
          : (out.where(() => searchIndex.matches(plan, sql.ref('l.id'))) as Q);
    }
    return out;
  }

  const filterKey = (f: Filters, extra = '') =>
    JSON.stringify([
      f.carModelId ?? 0,
      f.carClassId ?? 0,
      f.tagId ?? 0,
      f.search ? searchQueryWords(f.search) : '',
      [...(f.material ?? [])].sort(),
      extra,
    ]);

  const countRows = async (q: LiveryQuery) =>
    Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  /** `q`'s rows up to `limit`, to count: the LIMIT inside stops the count there. */
  const upTo = (q: LiveryQuery, limit: number) =>
    db.selectFrom(q.select('l.id').limit(limit).as('m')) as unknown as LiveryQuery;

  return { applyFilters, filterKey, countRows, upTo };
}

export type LiveryFilters = ReturnType<typeof createLiveryFilters>;
