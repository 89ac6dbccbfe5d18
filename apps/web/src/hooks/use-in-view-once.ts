import { useEffect, useRef, useState } from 'react';

interface InViewOnceOptions {
  /** The observer's margin around the viewport (IntersectionObserver `rootMargin`). */
  rootMargin?: string;
  /** Asked once, at mount: true means seen from the start, without an observer (reduced motion). */
  startSeen?: () => boolean;
  /** Turn true this long after mount even if the element is never reached. */
  laterMs?: number;
}

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on; at once
 * without IntersectionObserver, so nothing waits forever in an old browser.
 */
export function useInViewOnce<T extends Element>({ rootMargin = '0px', startSeen, laterMs }: InViewOnceOptions = {}) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => startSeen?.() || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    const timer = laterMs === undefined ? undefined : setTimeout(() => setSeen(true), laterMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [seen, rootMargin, laterMs]);
  return [ref, seen] as const;
}

/**
 * True once the element comes within a screen's height of the viewport, or `laterMs` after it
 * mounted, whichever is first. For code below the fold: it loads as the reader nears it, or once
 * the page has long painted, never between a page's render and its first paint, where it held the
 * livery page's screenshot back.
 */
export const useNearViewport = <T extends Element>(laterMs = 2000) =>
  useInViewOnce<T>({ rootMargin: '100% 0px', laterMs });
