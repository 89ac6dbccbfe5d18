import type { SortKey } from '@paddock/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type BrowseFilters,
  type FilterPatch,
  parseBrowseParams,
  toBrowseParams,
  withFilter,
  withPage,
  withSort,
} from './browse-filters';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The browse filters, read from the query string (so back/forward and shared links restore them)
 * and written back to it. Every change, the page included, replaces the history entry rather than
 * adding one (spec member-site §2), so Back leaves Browse instead of stepping through its states;
 * the address still holds the page, so coming back to it restores where the visitor was.
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseParams(params), [params]);

  const update = useCallback(
    (change: (current: BrowseFilters) => BrowseFilters | null): boolean => {
      const current = parseBrowseParams(params);
      const next = change(current);
      if (!next) return false;
      const nextParams = toBrowseParams(next);
      if (nextParams.toString() === toBrowseParams(current).toString()) return false;
      // Our own scrolling: the page must not jump to the top on every filter change.
      setParams(nextParams, { replace: true, preventScrollReset: true });
      return true;
    },
    [params, setParams],
  );

  return {
    filters,
    setFilter: useCallback((patch: FilterPatch) => update((current) => withFilter(current, patch)), [update]),
    toggleSort: useCallback((key: SortKey) => update((current) => withSort(current, key)), [update]),
    /** Back to the defaults (uploadDate descending, page 1) with an empty query string. */
    clearAll: useCallback(() => {
      if (params.toString() !== '') setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
    }, [params, setParams]),
    /** Moves to `page` in place, e.g. back to the last page when the address asks for one past the end. */
    replacePage: useCallback(
      (page: number) => update((current) => (page >= 1 && page !== current.page ? { ...current, page } : null)),
      [update],
    ),
    goToPage: useCallback(
      (page: number, totalPages: number) => {
        if (update((current) => withPage(current, page, totalPages))) scrollToTop();
      },
      [update],
    ),
  };
}
