import { useSearchParams } from 'react-router';
import { toSearchParams } from '@/lib/to-search-params';
import type { SortState } from './sort-state';

/** A list's filters as the page holds them: text values ('' = any) and at most one sort. */
type FilterValues<F> = { [K in keyof F]: string | SortState };

const PAGE = 'page';

const isSort = (value: unknown): value is SortState => typeof value === 'object' && value !== null;

/** The filters in the address, each missing one at its default. */
function readFilters<F extends FilterValues<F>>(params: URLSearchParams, defaults: F): F {
  const entries = Object.entries(defaults).map(([name, fallback]) => {
    if (!isSort(fallback)) return [name, params.get(name) ?? fallback];
    const descending = params.get('descending');
    return [
      name,
      {
        key: params.get('sortBy') ?? fallback.key,
        descending: descending ? descending === 'true' : fallback.descending,
      },
    ];
  });
  return Object.fromEntries(entries) as F;
}

/** The address of `filters`: a value at its default is left out, so a plain list keeps a plain address. */
function writeFilters<F extends FilterValues<F>>(filters: F, defaults: F, page: number): URLSearchParams {
  const query: Record<string, string | boolean | number | undefined> = {};
  for (const [name, value] of Object.entries(filters)) {
    const fallback = (defaults as Record<string, unknown>)[name];
    if (isSort(value) && isSort(fallback)) {
      const same = value.key === fallback.key && value.descending === fallback.descending;
      query.sortBy = same ? undefined : value.key;
      query.descending = same ? undefined : value.descending;
    } else if (value !== fallback) query[name] = value as string;
  }
  query[PAGE] = page > 1 ? page : undefined;
  return toSearchParams(query);
}

export interface UrlFilters<F extends FilterValues<F>> {
  filters: F;
  /** Changes some filters, and goes back to page 1 (the old page may not exist under new filters). */
  update: (changes: Partial<F>) => void;
  page: number;
  setPage: (page: number) => void;
}

/**
 * An admin list's filters, sort and page kept in the address (`?status=banned&sortBy=username&page=2`),
 * so a reload, the Back button or a shared link shows the same list. The address is replaced, not
 * pushed: Back leaves the list instead of undoing one keystroke of the search at a time.
 */
export function useUrlFilters<F extends FilterValues<F>>(defaults: F): UrlFilters<F> {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, defaults);
  const pageParam = Number(params.get(PAGE));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const go = (next: F, nextPage: number) => setParams(writeFilters(next, defaults, nextPage), { replace: true });
  return {
    filters,
    update: (changes) => go({ ...filters, ...changes }, 1),
    page,
    setPage: (nextPage) => go(filters, nextPage),
  };
}
