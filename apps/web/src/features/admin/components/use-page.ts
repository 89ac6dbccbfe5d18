import { useEffect } from 'react';

/** Moves back to the last page when deletions leave the current one past the end. */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
