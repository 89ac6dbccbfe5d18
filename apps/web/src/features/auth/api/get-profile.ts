import type { ProfileUpdateResult } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Not under ['users', 'me']: signing out keeps that key alive but drops this one with the rest. */
export const profileQueryKey = ['account', 'profile'] as const;

/** The settings profile, with any e-mail change still waiting for its confirmation link. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => api.get<ProfileUpdateResult>('/api/users/me/profile'),
    staleTime: 0,
    retry: false,
  });
}
