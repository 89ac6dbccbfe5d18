import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

const loadEmbla = () => import('embla-carousel').then((module) => module.default);

/** Resolves once the first image in `viewport` is decoded and a frame has been painted since. */
async function firstImagePainted(viewport: HTMLElement): Promise<void> {
  await viewport
    .querySelector('img')
    ?.decode?.()
    .catch(() => {});
  // A frame callback runs just before a paint; a task queued from it runs after that paint.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * embla-carousel-react's hook, except that Embla's code loads once the viewport has mounted. The
 * slides are the caller's own markup, painted with the page, and those same elements become the
 * carousel: nothing is swapped in when the carousel's code arrives. A placeholder replaced by the
 * carousel painted the first slide's image twice, and the second paint, after every script the
 * page had started loading, was what Lighthouse timed as the livery page's Largest Contentful Paint.
 *
 * Embla starts once the first slide's image is on screen: measuring the slides before that made the
 * browser lay the page out again ahead of painting it. `options` are read once, when Embla starts.
 * Until then (and if its chunk fails to load) the carousel is `undefined` and the first slide
 * simply stays in place.
 */
export function useLazyEmblaCarousel(options: EmblaOptionsType) {
  const startOptions = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let unmounted = false;
    Promise.all([loadEmbla(), firstImagePainted(viewport)])
      .then(([EmblaCarousel]) => {
        if (unmounted) return;
        started = EmblaCarousel(viewport, startOptions.current);
        setCarousel(started);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      unmounted = true;
      started?.destroy();
      setCarousel(undefined);
    };
  }, [viewport]);

  return [setViewport, carousel] as const;
}
