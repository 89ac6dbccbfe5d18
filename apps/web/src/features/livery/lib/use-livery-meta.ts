import type { LiveryDetail } from '@paddock/contract';
import { useEffect } from 'react';
import { applyPageMeta } from '@/lib/page-meta';
import { liveryPageDescription, liveryPageTitle } from './livery-meta';

function setOgImage(url: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]');
  if (!url) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute('property', 'og:image');
    document.head.append(tag);
  }
  tag.content = new URL(url, window.location.origin).href;
}

/** Titles the page '{title} by {uploader}', describes it, and points the social image at the first screenshot. */
export function useLiveryMeta(livery: LiveryDetail | undefined) {
  useEffect(() => {
    if (!livery) return;
    // After the layout's route metadata (which runs in the same commit on navigation) so ours wins.
    const timer = setTimeout(() => {
      applyPageMeta({ title: liveryPageTitle(livery), description: liveryPageDescription(livery) });
      setOgImage(livery.screenshots[0]?.url ?? null);
    }, 0);
    return () => {
      clearTimeout(timer);
      setOgImage(null);
    };
  }, [livery]);
}
