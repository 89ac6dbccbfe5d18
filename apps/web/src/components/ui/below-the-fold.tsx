import { type ReactNode, type Ref, Suspense } from 'react';
import { useNearViewport } from '@/hooks/use-in-view-once';

/**
 * A lazy section below the fold: `placeholder` (the section's frame, with `ref` on its root) until
 * the reader nears it (useNearViewport), then `children` with the same placeholder while their code
 * loads. Their chunks never download and run between the page's render and its first paint.
 */
export function BelowTheFold({
  placeholder,
  children,
}: {
  placeholder: (ref?: Ref<HTMLElement>) => ReactNode;
  children: ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLElement>();
  if (!near) return placeholder(ref);
  return <Suspense fallback={placeholder()}>{children}</Suspense>;
}
