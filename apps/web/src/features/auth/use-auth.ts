import type { CurrentUser } from '@paddock/contract';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryKey, currentUserQueryOptions } from './api/get-current-user';
import { signOut } from './api/sign-out';
import { clearSession } from './session';

export const signOutMutationKey = ['auth', 'sign-out'] as const;

export interface AuthState {
  /** The signed-in member, or null (signed out, still loading, or the profile could not be read). */
  user: CurrentUser | null;
  /** True until the session has been read at start-up, and while signing out. */
  isLoading: boolean;
  /** True once the first session read has finished, whatever its outcome. */
  isInitialised: boolean;
  isAdmin: boolean;
  isModerator: boolean;
  /** Admin or moderator. The admin area itself is for admins only (see the route guard). */
  hasAdminAccess: boolean;
  /** Signs out, forgets the member and goes Home. */
  logout: () => Promise<void>;
  /** Re-reads the profile when a session exists; a 401 leaves the member signed out. */
  refreshUser: () => Promise<CurrentUser | null>;
}

/**
 * Client auth state (spec member-site §4) on a cookie session. The current-user query is the one
 * source of truth: mounting the app reads the session through it (/api/session; a null user means signed
 * out), and every consumer sees the same cache entry. A failed read clears the user.
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(currentUserQueryOptions);
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;

  const { mutateAsync } = useMutation({
    mutationKey: signOutMutationKey,
    // Home comes before forgetting the member, so a login-only page is never asked to render
    // without one (and the guard never bounces the visitor to the login page on the way out).
    mutationFn: async () => {
      let failure: unknown = null;
      try {
        await signOut();
      } catch (error) {
        // A session that is already gone (401) is what we wanted; anything else is worth a word,
        // but the member still asked to leave, so the local state is cleared regardless.
        if (!isApiError(error, 401)) failure = error;
      }
      await navigate('/');
      await clearSession(queryClient);
      if (failure) toast.error(isApiError(failure) ? failure.message : 'Could not sign out cleanly.');
    },
  });

  const logout = useCallback(async () => {
    await mutateAsync().catch(() => {});
  }, [mutateAsync]);

  const refreshUser = useCallback(async () => {
    if (!queryClient.getQueryData(currentUserQueryKey)) return null;
    try {
      // getCurrentUser turns a 401 into null, which is the signed-out state.
      return await queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
    } catch {
      return null;
    }
  }, [queryClient]);

  const user = query.isError ? null : (query.data ?? null);
  const role = user?.role;
  return {
    user,
    isLoading: query.isPending || signingOut,
    isInitialised: !query.isPending,
    isAdmin: role === 'admin',
    isModerator: role === 'moderator',
    hasAdminAccess: role === 'admin' || role === 'moderator',
    logout,
    refreshUser,
  };
}
