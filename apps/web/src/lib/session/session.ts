import type { CurrentUser } from '@paddock/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/session/get-current-user';

/**
 * The session is an HttpOnly cookie owned by the server, so JavaScript never sees an access token.
 * The hosted provider's token rules of the spec (check every 30 s, refresh under 90 s left,
 * back-off retries) therefore do not apply: the server slides the cookie's expiry itself, and the
 * first request made without a valid session answers 401, which clears the user here.
 */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

let signOuts = 0;

/** How many times a member has signed out on purpose in this tab (see RouteGuard). */
export function signOutCount(): number {
  return signOuts;
}

/** Marks a deliberate sign-out before anything is cleared, so no guard mistakes it for an expiry. */
export function noteSignOut(): void {
  signOuts += 1;
}

/** Forgets the member: the current user and everything fetched on their behalf. */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  setCurrentUser(queryClient, null);
  const isCurrentUser = (queryKey: readonly unknown[]) =>
    queryKey[0] === currentUserQueryKey[0] && queryKey[1] === currentUserQueryKey[1];
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => !isCurrentUser(query.queryKey) });
  await queryClient.invalidateQueries({ predicate: (query) => !isCurrentUser(query.queryKey) });
}

/**
 * The session-change listener: any API answer of 401 means the session has ended (expired,
 * revoked by a password change elsewhere, or the account was removed), so the user is cleared
 * and the header, guard and pages follow. Returns the unsubscribe function.
 */
export function watchSession(queryClient: QueryClient): () => void {
  const onError = (error: unknown) => {
    if (!isApiError(error, 401)) return;
    if (queryClient.getQueryData(currentUserQueryKey) == null) return;
    setCurrentUser(queryClient, null);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
