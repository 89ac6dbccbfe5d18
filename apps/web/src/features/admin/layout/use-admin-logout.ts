import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/app/paths';
import { signOut } from '@/features/auth/api/sign-out';
import { clearSession } from '@/features/auth/session';
import { signOutMutationKey } from '@/features/auth/use-auth';
import { isApiError } from '@/lib/api-client';

/**
 * The admin panel's logout: like the site's, but it lands on /login (spec §2 Admin layout). The
 * login page comes before forgetting the member, so the admin guard never sees a signed-out visitor
 * and never adds a redirect back into the panel.
 */
export function useAdminLogout(): { logout: () => void; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  const { mutate } = useMutation({
    // The site's key, so the header shows the same "signing out" state.
    mutationKey: signOutMutationKey,
    mutationFn: async () => {
      let failure: unknown = null;
      try {
        await signOut();
      } catch (error) {
        // An already ended session (401) is what was asked for.
        if (!isApiError(error, 401)) failure = error;
      }
      await navigate(paths.login.path);
      await clearSession(queryClient);
      if (failure) toast.error(isApiError(failure) ? failure.message : 'Could not sign out cleanly.');
    },
  });
  return { logout: () => mutate(), loggingOut };
}
