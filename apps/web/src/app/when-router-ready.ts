import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Calls `ready` once the router has loaded the first page's route module (and run its loaders).
 * The first page's chunks are preloaded with the HTML (page-meta-modules.ts), so this is a moment
 * after the entry script runs; rendering before then drew the whole layout around an empty page
 * and then drew it all again with the page: twice the work before the page's first paint.
 */
export function whenRouterReady(router: Router, ready: () => void): void {
  if (router.state.initialized) {
    ready();
    return;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    ready();
  });
}
