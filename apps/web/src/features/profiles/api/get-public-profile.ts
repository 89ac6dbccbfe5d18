import type { PublicProfile } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicProfileQueryKey = (id: number) => ['users', id, 'profile'] as const;

/** GET /api/users/{id}: the member's name, join date and uploaded liveries. */
export function getPublicProfile(id: number, signal?: AbortSignal): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/api/users/${id}`, { signal });
}

/** Disabled while the id from the address is not a valid one (the page says so without asking). */
export function usePublicProfile(id: number | null) {
  return useQuery({
    queryKey: publicProfileQueryKey(id ?? 0),
    queryFn: ({ signal }) => getPublicProfile(id as number, signal),
    enabled: id !== null,
  });
}
