import type { TextureMatches } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/originality/matches: other members' liveries close to a texture hash (issue 36). */
export function findTextureMatches(textureHash: string, signal?: AbortSignal): Promise<TextureMatches> {
  return api.post<TextureMatches>('/api/originality/matches', { textureHash }, { signal });
}

/** Asked once per hash (the answer is the member's own, never shared); nothing while there is none. */
export function useTextureMatchesQuery(textureHash: string | null) {
  return useQuery({
    queryKey: ['originality', 'matches', textureHash],
    queryFn: ({ signal }) => findTextureMatches(textureHash as string, signal),
    enabled: textureHash !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
