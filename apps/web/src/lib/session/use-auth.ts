import type { CurrentUser } from '@paddock/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryKey, currentUserQueryOptions } from '@/lib/session/get-current-user';
import { useSignOut } from '@/lib/session/use-sign-out';

export { signOutMutationKey } from '@/lib/session/use-sign-out';

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
  /** Re-reads the profile when a session exists; an ended session leaves the member signed out. */
  refreshUser: () => Promise<CurrentUser | null>;
}

/**
 * Client auth state (spec member-site §4) on a cookie session. The current-user query is the one
 * source of truth: mounting the app reads the session through it (/api/session; a null user means signed
 * out), and every consumer sees the same cache entry. A failed read clears the user.
 */
export function useAuth(): AuthState {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQueryOptions);
  const { signOut: logout, signingOut } = useSignOut('/');

  const refreshUser = useCallback(async () => {
    if (!queryClient.getQueryData(currentUserQueryKey)) return null;
    try {
      // A null user is the signed-out state.
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
