import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '@paddock/contract';
import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HeaderSearch } from '@/app/layout/header-search';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { Logo } from '@/components/layout/logo';
import { SiteNavLinks } from '@/components/layout/site-nav-links';
import { UserMenuFace, userMenuButtonClass } from '@/components/layout/user-menu-face';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CloseIcon, MenuIcon, UploadIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';
import { InstalledMenu } from '@/features/install/components/installed-menu';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { useAuth } from '@/lib/session/use-auth';

const MOBILE_MENU_ID = 'mobile-menu';

// Only signed-in members need the menu (and Radix with it), so visitors never download it.
const UserMenu = lazy(() => import('@/components/layout/user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

export function Header() {
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const closeMenu = () => setOpenOn(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const { user, isLoading, isAdmin, logout: signOut } = useAuth();

  useBodyScrollLock(menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const onResize = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT_PX) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [menuOpen]);

  const logout = () => {
    closeMenu();
    void signOut();
  };

  return (
    <header className={clsx('sticky top-0 z-40', scrolled && 'is-scrolled')}>
      {/* The blur lives on a layer of its own: on the header it would trap the fixed mobile panel inside it. */}
      <div
        aria-hidden="true"
        className={clsx(
          'absolute inset-0 -z-10 border-b transition-[background-color,border-color,box-shadow] duration-300',
          scrolled || menuOpen
            ? 'border-carbon-700 bg-carbon-950/90 shadow-[0_12px_32px_-16px_rgb(0_0_0/0.9)] backdrop-blur-md'
            : 'border-transparent bg-carbon-900/40',
        )}
      />
      <div className="racing-stripe h-[3px]" />
      <Container className="flex h-16 items-center gap-3 lg:gap-5">
        <Logo compact={isAdmin} />

        <nav aria-label="Main" className="hidden items-center gap-0.5 nav:flex">
          <SiteNavLinks isAdmin={isAdmin} variant="bar" />
        </nav>

        <HeaderSearch className="ml-auto hidden w-full max-w-80 min-w-32 nav:block" />

        <div className="ml-auto flex items-center gap-2 nav:ml-0">
          <InstalledMenu />
          {user && (
            <Suspense
              fallback={<span aria-hidden="true" className="size-10 shrink-0 rounded-md border border-carbon-600" />}
            >
              <NotificationBell />
            </Suspense>
          )}
          <ButtonLink to={paths.uploadLivery.path} aria-label="Upload Livery" size="md" className="px-3 lg:px-4">
            <UploadIcon />
            <span className="nav:max-lg:hidden">
              Upload<span className="max-lg:hidden"> Livery</span>
            </span>
          </ButtonLink>

          <div className="hidden items-center gap-2 nav:flex">
            {isLoading ? (
              <span role="status" className="px-2 text-sm text-ink-400">
                Loading...
              </span>
            ) : user ? (
              <Suspense
                fallback={
                  <span aria-hidden="true" className={userMenuButtonClass}>
                    <UserMenuFace username={user.username} isAdmin={isAdmin} />
                  </span>
                }
              >
                <UserMenu user={user} isAdmin={isAdmin} onLogout={logout} />
              </Suspense>
            ) : (
              <>
                <ButtonLink to={paths.login.path} variant="ghost">
                  Login
                </ButtonLink>
                <ButtonLink to={paths.register.path} variant="secondary">
                  Register
                </ButtonLink>
              </>
            )}
          </div>

          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menu"
            onClick={() => setOpenOn(menuOpen ? null : location.key)}
            className="grid size-10 place-items-center rounded-md border border-carbon-600 text-ink-50 hover:bg-carbon-800 nav:hidden"
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </button>
        </div>
      </Container>

      <MobileMenu
        id={MOBILE_MENU_ID}
        open={menuOpen}
        user={user}
        isAdmin={isAdmin}
        isLoading={isLoading}
        onClose={closeMenu}
        onLogout={logout}
      />
    </header>
  );
}
