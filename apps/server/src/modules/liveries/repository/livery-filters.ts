import type { BrowseQuery, SortKey } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { carriesTag, hasMaterial, type LiveryQuery } from './livery-rows';
import { type SearchedLivery, type SearchShape, searchMatches } from './livery-search';

export type Filters = Omit<BrowseQuery, 'pageNumber' | 'pageSize' | 'sortBy' | 'descending'>;
/** The ids of the class's models, when the caller has looked them up (`classModels` in the repository). */
export type ClassModels = readonly number[] | undefined;
/** The members whose name contains the search term (`matchingAuthorIds`). */
export type AuthorIds = readonly number[];

export const SORT_COLUMNS: Record<SortKey, string> = {
  uploadDate: 'l.upload_date',
  downloadCount: 'l.download_count',
  favoriteCount: 'l.favorite_count',
  // Issue 19: the Bayesian score (0015's index livery_rating_score covers (rating_score, id)).
  rating: 'l.rating_score',
  title: 'l.title',
  // Issue 20 (0020): the uploader's username, kept on the row by triggers; NULL without an author.
  author: 'l.uploader_username',
};

/** The livery row's columns a search tests, in queries on `livery as l`. */
export const LIVERY_COLUMNS: SearchedLivery = {
  id: sql.ref('l.id'),
  title: sql.ref('l.title'),
  uploaderId: sql.ref('l.uploader_id'),
};

/** Browse's filters as conditions on `livery as l`, their cache key, and counting. */
export function createLiveryFilters(db: Kysely<Database>, kind: DatabaseKind) {
  /**
   * The filters on `livery` alone (no joins), so the count and the page of ids can each use an
   * index; the author search becomes a list of member ids.
   */
  function applyFilters<Q extends LiveryQuery>(
    q: Q,
    f: Filters,
    shape: SearchShape = 'index sets',
    { authors, firstRowsOnly = false }: { authors?: AuthorIds; firstRowsOnly?: boolean } = {},
  ): Q {
    let out = q;
    // A model or a class is a range of its (car_model_id or car_class_id, sort column, id) index
    // (0004, 0017, 0020) in every sort order.
    if (f.carModelId) out = out.where('l.car_model_id', '=', f.carModelId) as Q;
    if (f.carClassId) out = out.where('l.car_class_id', '=', f.carClassId) as Q;
    if (f.tagId) out = out.where(carriesTag(f.tagId)) as Q;
    if (f.material?.length) out = out.where(hasMaterial(f.material)) as Q;
    if (f.search) {
      if (authors === undefined) throw new Error('A search needs its matching authors (matchingAuthorIds).');
      const term = f.search;
      out = out.where(() => searchMatches(kind, term, LIVERY_COLUMNS, shape, authors, firstRowsOnly)) as Q;
    }
    return out;
  }

  const filterKey = (f: Filters, extra = '') =>
    JSON.stringify([
      f.carModelId ?? 0,
      f.carClassId ?? 0,
      f.tagId ?? 0,
      f.search?.toLowerCase() ?? '',
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
