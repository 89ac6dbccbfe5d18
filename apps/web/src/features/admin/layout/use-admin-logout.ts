import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/session/use-sign-out';

/**
 * The admin panel's logout: like the site's, but it lands on /login (spec §2 Admin layout). The
 * login page comes before forgetting the member, so the admin guard never sees a signed-out visitor
 * and never adds a redirect back into the panel.
 */
export function useAdminLogout(): { logout: () => void; loggingOut: boolean } {
  const { signOut, signingOut } = useSignOut(paths.login.path);
  return { logout: () => void signOut(), loggingOut: signingOut };
}
