import { clsx } from 'clsx';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Scroll-in delays by section (spec member-site §9). */
export const REVEAL_DELAYS_MS = [100, 200, 300, 400] as const;
/** Per-card stagger of a revealed grid: related cards 75 ms, browse cards 50 ms (spec member-site §9). */
export const CARD_STAGGER_MS = { related: 75, browse: 50 } as const;

/**
 * Whether the element should play its fade-in: only when it comes into view after the page has
 * shown (scrolled to), never for what the first view already holds. Its resting state is always
 * visible (issue 34 §11): a tall window, a print, a link preview or a browser whose observer never
 * reports shows everything, where a hidden-until-observed section stayed empty. The observer's
 * first report tells what is in view at once; it reaches a little below the screen, so the fade
 * begins before the element is seen, not with a visible element blinking out first.
 */
export function useScrollReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [play, setPlay] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        const wasFirst = first;
        first = false;
        if (!inView) return;
        observer.disconnect();
        if (!wasFirst) setPlay(true);
      },
      { rootMargin: '0px 0px 12% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, play] as const;
}

/** The fade-up of an element that `play`s, after `delayMs`; nothing (so: visible) otherwise. */
export function revealProps(play: boolean, delayMs = 0): { className?: string; style?: CSSProperties } {
  if (!play) return {};
  return {
    className: 'animate-reveal motion-reduce:animate-none print:animate-none',
    style: delayMs ? { animationDelay: `${delayMs}ms` } : undefined,
  };
}

/** Fades its children in when they are scrolled into view; shows them at once otherwise. */
export function Reveal({
  delay = 0,
  className,
  children,
}: {
  delay?: number;
  className?: string;
  children: ReactNode;
}) {
  const [ref, play] = useScrollReveal<HTMLDivElement>();
  const { className: motion, style } = revealProps(play, delay);
  return (
    <div ref={ref} className={clsx(motion, className)} style={style}>
      {children}
    </div>
  );
}
