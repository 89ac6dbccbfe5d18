import type { CurrentUser } from '@paddock/contract';
import { Link } from 'react-router';
import { HeaderSearch } from '@/app/layout/header-search';
import { SiteNavLinks } from '@/components/layout/site-nav-links';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { FolderIcon, GridIcon, LogOutIcon, SettingsIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';

interface MobileMenuProps {
  id: string;
  open: boolean;
  user: CurrentUser | null | undefined;
  isAdmin: boolean;
  isLoading: boolean;
  onClose: () => void;
  onLogout: () => void;
}

const accountLink =
  'flex h-11 items-center gap-3 rounded-md px-4 text-ink-200 hover:bg-carbon-800 [&_svg]:size-4 [&_svg]:text-ink-400';

/** The small-screen navigation panel under the header bar. */
export function MobileMenu({ id, open, user, isAdmin, isLoading, onClose, onLogout }: MobileMenuProps) {
  return (
    <div
      id={id}
      hidden={!open}
      className="fixed inset-x-0 top-[calc(4rem+3px)] bottom-0 z-30 animate-fade-up overflow-y-auto overscroll-contain border-t border-carbon-700 bg-carbon-900/98 backdrop-blur-md nav:hidden"
    >
      <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 pt-5 pb-10">
        <HeaderSearch onSearch={onClose} />

        <nav aria-label="Mobile" className="flex flex-col gap-1">
          <SiteNavLinks isAdmin={isAdmin} variant="panel" />
        </nav>

        <div className="racing-stripe h-0.5 w-16 rounded-full" />

        {isLoading ? (
          <p role="status" className="px-4 text-sm text-ink-400">
            Loading...
          </p>
        ) : user ? (
          <section aria-label="Account" className="rounded-lg border border-carbon-700 bg-carbon-850 p-2">
            <div className="flex items-center gap-3 px-3 py-3">
              <UserAvatar username={user.username} className="size-10 text-base" />
              <span className="truncate font-semibold">{user.username}</span>
              {isAdmin && <Badge>ADMIN</Badge>}
            </div>
            <Link to={paths.myLiveries.path} className={accountLink}>
              <GridIcon /> My Liveries
            </Link>
            <Link to={paths.myCollections.path} className={accountLink}>
              <FolderIcon /> My Collections
            </Link>
            <Link to={paths.settings.path} className={accountLink}>
              <SettingsIcon /> Settings
            </Link>
            <button type="button" onClick={onLogout} className={`${accountLink} w-full text-left`}>
              <LogOutIcon /> Logout
            </button>
          </section>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <ButtonLink to={paths.login.path} variant="secondary" size="lg">
              Login
            </ButtonLink>
            <ButtonLink to={paths.register.path} variant="primary" size="lg">
              Register
            </ButtonLink>
          </div>
        )}

        <nav aria-label="Help" className="flex gap-5 px-4 text-sm text-ink-400">
          <Link to={paths.faq.path} className="hover:text-ink-50">
            FAQ
          </Link>
          <Link to={paths.contact.path} className="hover:text-ink-50">
            Contact Us
          </Link>
          <Link to={paths.privacyPolicy.path} className="hover:text-ink-50">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </div>
  );
}
