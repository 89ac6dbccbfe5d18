import type { StorageUsage } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under 'liveries', so an upload or a delete (which invalidate livery lists) refreshes it too. */
export const storageUsageQueryKey = ['liveries', 'storage'] as const;

/** GET /api/users/me/storage: what the member's liveries take against their quota. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return api.get<StorageUsage>('/api/users/me/storage', { signal });
}

export function useStorageUsage() {
  return useQuery({ queryKey: storageUsageQueryKey, queryFn: ({ signal }) => getStorageUsage(signal) });
}
