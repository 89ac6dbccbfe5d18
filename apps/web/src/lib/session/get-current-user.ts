import type { CurrentUser, SessionState } from '@paddock/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const currentUserQueryKey = ['users', 'me'] as const;

/**
 * The signed-in member, or null when signed out. The server validates this response against
 * SessionStateSchema; parsing it again here would put zod in the initial bundle.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  return (await api.get<SessionState>('/api/session')).user;
}

/** The one source of truth for "who is signed in": this query's cache entry. */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: 5 * 60 * 1000,
  // An unreachable API should read as "signed out" at once, not after seconds of retries.
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
