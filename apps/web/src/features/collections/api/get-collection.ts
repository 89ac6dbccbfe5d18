import type { CollectionDetail } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** GET /api/collections/{id}: a public collection, or one of the member's own. */
export function getCollection(id: number): Promise<CollectionDetail> {
  return api.get<CollectionDetail>(`/api/collections/${id}`);
}

export function useCollection(id: number | null) {
  return useQuery({
    queryKey: collectionKeys.one(id ?? 0),
    queryFn: () => getCollection(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
