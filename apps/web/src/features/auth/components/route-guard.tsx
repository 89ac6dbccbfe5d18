import { MESSAGES } from '@paddock/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/session/get-current-user';
import { signOutCount } from '@/lib/session/session';
import { toastErrorSoon } from '@/lib/toast-soon';
import { loginPathFor } from '../safe-redirect';

export type GuardedAccess = 'login' | 'admin';

type Decision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'denied' }
  | { kind: 'home'; message?: string }
  | { kind: 'failed' };

/**
 * The navigation guard (spec admin-and-pages §4). The session check is the current-user read: it
 * is fetched when not loaded (or stale), a 401 (null) sends the visitor to log in, other answers
 * from the server go Home, and anything else failing in the check is reported and goes Home.
 */
export async function checkAccess(queryClient: QueryClient, access: GuardedAccess): Promise<Decision> {
  try {
    const user = await queryClient.fetchQuery(currentUserQueryOptions);
    if (!user) return { kind: 'login' };
    // Admin routes want exactly Admin: moderators get no admin access here.
    if (access === 'admin' && user.role !== 'admin') return { kind: 'denied' };
    return { kind: 'allow' };
  } catch (error) {
    if (isApiError(error, 401)) return { kind: 'login' };
    // A banned member (403) is told why; other answers (5xx) just go Home.
    if (isApiError(error) && error.status > 0) {
      return { kind: 'home', message: error.status === 403 ? error.message : undefined };
    }
    return { kind: 'failed' };
  }
}

/**
 * Wraps login-only and admin routes. The check runs on every navigation and whenever the signed-in
 * member changes (a 401 elsewhere clears them); a page already allowed stays on screen while the
 * next check runs, so moving between guarded pages does not flash.
 */
export function RouteGuard({ access }: { access: GuardedAccess }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [allowed, setAllowed] = useState(false);
  // The sign-out count when this guard last let the member in: a later deliberate sign-out takes
  // them to its own destination, even if this page lingers on screen a moment while it does.
  const allowedAtSignOuts = useRef<number | null>(null);
  // Re-check when the member changes (signed out by a 401, or another account signed in).
  const { data } = useQuery({ ...currentUserQueryOptions, enabled: false });
  const userId = data?.id ?? null;
  const target = `${location.pathname}${location.search}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key and userId are the triggers.
  useEffect(() => {
    let cancelled = false;
    void checkAccess(queryClient, access).then((decision) => {
      if (cancelled) return;
      if (decision.kind === 'allow') {
        allowedAtSignOuts.current = signOutCount();
        setAllowed(true);
        return;
      }
      setAllowed(false);
      switch (decision.kind) {
        case 'login':
          if (allowedAtSignOuts.current !== null && signOutCount() > allowedAtSignOuts.current) return;
          void navigate(loginPathFor(target), { replace: true });
          break;
        case 'denied':
          window.alert(MESSAGES.auth.accessDenied);
          void navigate('/', { replace: true });
          break;
        case 'home':
          if (decision.message) toastErrorSoon(decision.message);
          void navigate('/', { replace: true });
          break;
        case 'failed':
          window.alert(MESSAGES.auth.permissionCheckFailed);
          void navigate('/', { replace: true });
          break;
      }
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, access, location.key, userId]);

  if (!allowed) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <p role="status" className="flex items-center gap-3 text-sm text-ink-400">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-carbon-500 border-t-race-500"
          />
          Checking access...
        </p>
      </div>
    );
  }
  return <Outlet />;
}
