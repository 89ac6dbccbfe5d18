import { MESSAGES } from '@paddock/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api, isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export function signOut(): Promise<void> {
  return api.post<void>('/api/auth/sign-out', {});
}

/** Signs out, forgets the current user (and anything cached for them) and goes to Home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      await navigate('/');
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : MESSAGES.common.unexpected);
    },
  });
}
