import type { LiveryDetail, RatingResult } from '@paddock/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

const myRatingKey = (liveryId: number) => ['ratings', 'mine', liveryId] as const;
const ratingPath = (liveryId: number) => `/api/liveries/${liveryId}/rating`;

/** GET /api/liveries/{id}/rating: the member's own stars (the public page stays cacheable without them). */
export function useMyRating(liveryId: number, signedIn: boolean) {
  return useQuery({
    queryKey: myRatingKey(liveryId),
    queryFn: ({ signal }) => api.get<RatingResult>(ratingPath(liveryId), { signal }),
    enabled: signedIn,
  });
}

/** PUT (stars) or DELETE (null) the member's rating; the page's average and count follow the answer. */
export function useSetRating(liveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) =>
      stars === null
        ? api.delete<RatingResult>(ratingPath(liveryId))
        : api.put<RatingResult>(ratingPath(liveryId), { stars }),
    onSuccess: (result) => {
      queryClient.setQueryData(myRatingKey(liveryId), result);
      queryClient.setQueryData<LiveryDetail>(liveryQueryKey(liveryId), (current) =>
        current ? { ...current, ratingAverage: result.ratingAverage, ratingCount: result.ratingCount } : current,
      );
      // Lists show averages and sort by them: let them refresh when next shown.
      void queryClient.invalidateQueries({ queryKey: ['liveries'], refetchType: 'none' });
    },
  });
}
