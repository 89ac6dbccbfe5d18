import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within a screen's height of the viewport, or `laterMs` after it
 * mounted, whichever is first (at once without IntersectionObserver). For code below the fold: it
 * loads as the reader nears it, or once the page has long painted, never between a page's render
 * and its first paint, where it held the livery page's screenshot back.
 */
export function useNearViewport<T extends Element>(laterMs = 2000) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    const timer = setTimeout(() => setNear(true), laterMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [near, laterMs]);
  return [ref, near] as const;
}
