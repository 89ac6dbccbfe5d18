import { type RefObject, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Header } from '@/app/layout/header';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { Footer } from '@/components/layout/footer';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { RouteMetadata } from '@/components/layout/route-metadata';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the new page after a route change so screen readers do not stay on the old link. */
function useFocusMainOnPathChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  useFocusMainOnPathChange(mainRef);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-md bg-race-500 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <Header />
      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        aria-busy={navigation.state === 'loading'}
        className="flex flex-1 flex-col outline-none"
      >
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <RouteMetadata />
      {/* After RouteMetadata, so a page view carries the new page's title. */}
      <AnalyticsTracker />
      <ScrollRestoration />
    </div>
  );
}
