import { useEffect, useState } from 'react';

/** The page number of a server-paged list: back to 1 whenever `filterKey` (the filters and sort) changes. */
export function usePage(filterKey: string): [number, (page: number) => void] {
  const [page, setPage] = useState(1);
  const [pageKey, setPageKey] = useState(filterKey);
  // Adjusted during render (not in an effect) so the old page is never requested with new filters.
  if (pageKey !== filterKey) {
    setPageKey(filterKey);
    setPage(1);
  }
  return [page, setPage];
}

/** Moves back to the last page when deletions leave the current one past the end. */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
