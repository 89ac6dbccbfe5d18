import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { applyPageMeta, type PageMeta } from '@/lib/page-meta';

export interface RouteHandle {
  meta?: PageMeta;
}

/** After every navigation, applies the deepest matched route's title, description and robots flag. */
export function RouteMetadata() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = matches.map((match) => (match.handle as RouteHandle | undefined)?.meta).findLast(Boolean);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-apply on each new path, as a page may have changed the head.
  useEffect(() => {
    applyPageMeta(meta);
  }, [meta, pathname]);

  return null;
}
