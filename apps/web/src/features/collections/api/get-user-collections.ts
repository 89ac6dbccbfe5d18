import type { CollectionSummary } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

/** GET /api/users/{id}/collections: a member's public collections, for their profile. */
export function getUserCollections(userId: number): Promise<CollectionSummary[]> {
  return api.get<CollectionSummary[]>(`/api/users/${userId}/collections`);
}

export function useUserCollections(userId: number) {
  return useQuery({ queryKey: collectionKeys.ofUser(userId), queryFn: () => getUserCollections(userId) });
}
