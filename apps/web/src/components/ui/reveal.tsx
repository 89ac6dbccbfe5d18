import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { useInViewOnce } from '@/hooks/use-in-view-once';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Scroll-in delays by section (spec member-site §9). */
export const REVEAL_DELAYS_MS = [100, 200, 300, 400] as const;
/** Per-card stagger of a revealed grid: related cards 75 ms, browse cards 50 ms (spec member-site §9). */
export const CARD_STAGGER_MS = { related: 75, browse: 50 } as const;

/**
 * True once the element has scrolled into view; at once when motion is reduced or the browser has
 * no IntersectionObserver, so nothing ever stays hidden.
 */
export const useInView = <T extends Element>() =>
  useInViewOnce<T>({ rootMargin: '0px 0px -8% 0px', startSeen: prefersReducedMotion });

/** Classes and style that fade an element up once `shown`, after `delayMs`. */
export function revealProps(shown: boolean, delayMs = 0): { className: string; style?: CSSProperties } {
  return {
    className: clsx(
      'transition-[opacity,translate] duration-700 ease-[cubic-bezier(0.2,0.7,0.2,1)] motion-reduce:transition-none',
      shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
    ),
    style: shown && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined,
  };
}

/** Fades its children in when they scroll into view. */
export function Reveal({
  delay = 0,
  className,
  children,
}: {
  delay?: number;
  className?: string;
  children: ReactNode;
}) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { className: motion, style } = revealProps(inView, delay);
  return (
    <div ref={ref} className={clsx(motion, className)} style={style}>
      {children}
    </div>
  );
}
