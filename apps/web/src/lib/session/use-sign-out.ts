import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { clearSession, noteSignOut } from '@/lib/session/session';
import { signOut } from '@/lib/session/sign-out';
import { toastErrorSoon } from '@/lib/toast-soon';

/** One key for every sign-out button, so the header and the admin panel show the same state. */
export const signOutMutationKey = ['auth', 'sign-out'] as const;

/**
 * Signs out, then goes to `destination` before forgetting the member, so a login-only page is
 * never asked to render without one (and the guard never bounces the visitor to the login page on
 * the way out). The site lands Home; the admin panel lands on /login (spec admin §2).
 */
export function useSignOut(destination: string): { signOut: () => Promise<void>; signingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  const { mutateAsync } = useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: async () => {
      noteSignOut();
      let failure: unknown = null;
      try {
        await signOut();
      } catch (error) {
        // A session that is already gone (401) is what we wanted; anything else is worth a word,
        // but the member still asked to leave, so the local state is cleared regardless.
        if (!isApiError(error, 401)) failure = error;
      }
      await navigate(destination);
      await clearSession(queryClient);
      if (failure) toastErrorSoon(isApiError(failure) ? failure.message : 'Could not sign out cleanly.');
    },
  });
  const run = useCallback(async () => {
    await mutateAsync().catch(() => {});
  }, [mutateAsync]);
  return { signOut: run, signingOut };
}
