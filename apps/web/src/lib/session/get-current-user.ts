import type { CurrentUser, SessionState } from '@paddock/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeInitialResponse } from '@/lib/initial-responses';

export const currentUserQueryKey = ['users', 'me'] as const;
const SESSION_PATH = '/api/session';

/**
 * The signed-in member, or null when signed out. The server validates this response against
 * SessionStateSchema; parsing it again here would put zod in the initial bundle.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  return (await api.get<SessionState>(SESSION_PATH)).user;
}

/** The one source of truth for "who is signed in": this query's cache entry. */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: 5 * 60 * 1000,
  // An unreachable API should read as "signed out" at once, not after seconds of retries.
  retry: false,
  // A public page served to a browser without a session cookie carries the session's answer (page-
  // meta-prefetch.ts): the header shows Login and Register in its first render, instead of a
  // loading line that a round trip later widened into them and pushed the search box aside.
  initialData: () => {
    const answer = takeInitialResponse(SESSION_PATH);
    return answer ? (answer.data as SessionState).user : undefined;
  },
  initialDataUpdatedAt: () => performance.timeOrigin,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
