import type { TextureMatches } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/originality/matches: other members' liveries close to a texture hash (issue 36). With
 * `liveryId`, for a new version of that livery: only what would open a case for it.
 */
export function findTextureMatches(
  textureHash: string,
  liveryId?: number,
  signal?: AbortSignal,
): Promise<TextureMatches> {
  return api.post<TextureMatches>('/api/originality/matches', { textureHash, liveryId }, { signal });
}

/** Asked once per hash (the answer is the member's own, never shared); nothing while there is none. */
export function useTextureMatchesQuery(textureHash: string | null, liveryId?: number) {
  return useQuery({
    queryKey: ['originality', 'matches', textureHash, liveryId ?? null],
    queryFn: ({ signal }) => findTextureMatches(textureHash as string, liveryId, signal),
    enabled: textureHash !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
