import type { MyCollection } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** GET /api/collections/mine: the member's collections; with a livery, whether each holds it. */
export function getMyCollections(liveryId?: number): Promise<MyCollection[]> {
  return api.get<MyCollection[]>(`/api/collections/mine${liveryId ? `?liveryId=${liveryId}` : ''}`);
}

export function useMyCollections(options: { liveryId?: number; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: collectionKeys.mine(options.liveryId),
    queryFn: () => getMyCollections(options.liveryId),
    enabled: options.enabled ?? true,
  });
}
