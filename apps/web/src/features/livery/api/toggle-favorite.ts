import type { LiveryDetail } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { liveryQueryKey } from '@/lib/queries/livery';
import { favoriteErrorMessage } from '../lib/error-messages';
import { type FavoriteVerb, LIVERY_PAGE_MESSAGES } from '../lib/messages';

interface FavoriteResult {
  isFavorited: boolean;
  favoriteCount: number;
}

export function setFavorite(id: number, verb: FavoriteVerb): Promise<FavoriteResult> {
  const path = `/api/liveries/${id}/favorite`;
  return verb === 'favorite' ? api.post<FavoriteResult>(path) : api.delete<FavoriteResult>(path);
}

/**
 * Favourite / Unfavourite. Signed-out visitors are told to log in; unfavouriting only acts when the
 * livery is favourited; the count follows the server's answer (never below 0).
 */
export function useToggleFavorite(livery: LiveryDetail | undefined, signedIn: boolean) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: FavoriteVerb }) => setFavorite(id, verb),
    onSuccess: (result, { id, verb }) => {
      queryClient.setQueryData<LiveryDetail>(liveryQueryKey(id), (current) =>
        current
          ? {
              ...current,
              isFavoritedByCurrentUser: result.isFavorited,
              favoriteCount: Math.max(0, result.favoriteCount),
            }
          : current,
      );
      // Lists show counts too: let them refresh when next shown.
      void queryClient.invalidateQueries({ queryKey: ['liveries'], refetchType: 'none' });
      toast.success(LIVERY_PAGE_MESSAGES.favorite(verb).success);
    },
    onError: (error, { verb }) => {
      toast.error(favoriteErrorMessage(error, verb));
    },
  });

  const toggle = () => {
    const verb: FavoriteVerb = livery?.isFavoritedByCurrentUser ? 'unfavorite' : 'favorite';
    const m = LIVERY_PAGE_MESSAGES.favorite(verb);
    if (!signedIn) {
      toast.error(m.signIn);
      return;
    }
    if (!livery?.id) {
      toast.error(m.missing);
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate({ id: livery.id, verb });
  };

  return { toggle, pending: mutation.isPending };
}
