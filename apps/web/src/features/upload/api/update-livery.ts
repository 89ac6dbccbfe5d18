import type { LiveryDetail, LiveryUpdate } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';

/** The JSON body of PUT /liveries/{id}, as the API reads it (regions camel-case, as read). */
export type LiveryUpdateBody = LiveryUpdate;

export function updateLivery(id: number, body: LiveryUpdateBody): Promise<LiveryDetail> {
  return api.put<LiveryDetail>(`/api/liveries/${id}`, body);
}

export function useUpdateLivery(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveryUpdateBody) => updateLivery(id, body),
    onSuccess: async (livery) => {
      queryClient.setQueryData(liveryQueryKey(id), livery);
      // Lists, the detail page and related cards show the title, car and tags that just changed.
      await queryClient.invalidateQueries({
        queryKey: ['liveries'],
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
      });
    },
  });
}
