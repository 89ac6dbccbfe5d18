import type { UseQueryResult } from '@tanstack/react-query';
import { failureDetail } from '@/lib/error-messages';
import { useClampPage } from './use-page';
import { type Selection, useSelection } from './use-selection';

/** One page of a server-paged admin list, as the API answers it. */
export interface AdminPageData<Item> {
  items: Item[];
  totalCount: number;
  totalPages: number;
}

export interface AdminList<Item> {
  page: number;
  setPage: (page: number) => void;
  list: UseQueryResult<AdminPageData<Item>>;
  /** The rows of the page on screen (none while the first page loads or after a failure without data). */
  items: Item[];
  selection: Selection;
  /** What every list's rows component takes: loading, the error to show (or null) and Retry. */
  rowState: (loadFailed: (detail: string) => string) => {
    loading: boolean;
    error: string | null;
    onRetry: () => void;
  };
}

/**
 * The skeleton of an admin list page: the query for the page on screen (back to the last page when
 * deletions empty the current one) and the selection of its rows. `useList` is the list's query
 * hook, e.g. `useAdminUsers`; the page number comes with the filters from the address
 * (`useUrlFilters`), which goes back to page 1 whenever they change.
 */
export function useAdminList<Filters, Item extends { id: number }>(
  filters: Filters,
  useList: (filters: Filters, page: number) => UseQueryResult<AdminPageData<Item>>,
  { page, setPage }: { page: number; setPage: (page: number) => void },
): AdminList<Item> {
  const list = useList(filters, page);
  const items = list.data?.items ?? [];
  useClampPage(page, list.data?.totalPages, setPage);
  const selection = useSelection(items.map((item) => item.id));
  const rowState = (loadFailed: (detail: string) => string) => ({
    loading: list.isFetching,
    error: list.isError ? loadFailed(failureDetail(list.error)) : null,
    onRetry: () => void list.refetch(),
  });
  return { page, setPage, list, items, selection, rowState };
}
