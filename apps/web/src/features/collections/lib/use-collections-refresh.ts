import { useQueryClient } from '@tanstack/react-query';
import { collectionKeys } from '../api/query-keys';

/** Refreshes every collections query (after a write whose answer the page does not take directly). */
export function useCollectionsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}
