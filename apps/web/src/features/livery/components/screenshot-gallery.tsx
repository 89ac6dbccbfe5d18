import { TIMINGS } from '@paddock/contract';
import { clsx } from 'clsx';
import type { EmblaCarouselType } from 'embla-carousel';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { useLazyEmblaCarousel } from '@/hooks/use-lazy-embla-carousel';
import { emblaDurationFor } from '@/lib/embla-duration';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { type Screenshot, ScreenshotImage, ScreenshotStage } from './screenshot-frame';

/**
 * Turns Embla into a fade slider: the slides sit stacked on top of each other (each shifted back
 * by its own width), Embla's own translation is switched off, and every frame each slide's opacity
 * follows how close the scroll position is to it, so drags and button presses cross-fade.
 */
function useFade(embla: EmblaCarouselType | undefined) {
  useEffect(() => {
    if (!embla) return;

    const stopMoving = () => {
      const engine = embla.internalEngine();
      engine.translate.clear();
      engine.translate.toggleActive(false);
      for (const point of engine.slideLooper.loopPoints) {
        point.translate.clear();
        point.translate.toggleActive(false);
      }
    };

    const fade = () => {
      const engine = embla.internalEngine();
      const slides = embla.slideNodes();
      const location = engine.location.get();
      const width = engine.containerRect.width || 1;
      const content = width * slides.length;
      slides.forEach((slide, index) => {
        const snap = engine.scrollSnaps[index] ?? 0;
        let distance = (location - snap) % content;
        if (distance > content / 2) distance -= content;
        if (distance < -content / 2) distance += content;
        const opacity = Math.max(0, Math.min(1, 1 - Math.abs(distance) / width));
        slide.style.opacity = opacity.toFixed(3);
        slide.style.pointerEvents = opacity > 0.5 ? 'auto' : 'none';
        slide.setAttribute('aria-hidden', opacity > 0.5 ? 'false' : 'true');
      });
    };

    const reInit = () => {
      stopMoving();
      fade();
    };

    reInit();
    embla.on('reInit', reInit).on('scroll', fade).on('select', fade).on('settle', fade).on('resize', fade);
    return () => {
      embla.off('reInit', reInit).off('scroll', fade).off('select', fade).off('settle', fade).off('resize', fade);
    };
  }, [embla]);
}

const arrow =
  'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full border border-white/15 bg-carbon-950/70 text-ink-50 backdrop-blur transition-colors hover:border-race-500 hover:bg-race-500 [&_svg]:size-5';

/**
 * The screenshot gallery (more than one screenshot): fade slider, looping, arrows, dots and
 * thumbnails. Its slides paint with the page and Embla takes them over when its code has loaded.
 */
export function ScreenshotGallery({ screenshots, title }: { screenshots: Screenshot[]; title: string }) {
  const reduceMotion = prefersReducedMotion();
  const [viewportRef, embla] = useLazyEmblaCarousel({
    loop: true,
    duration: reduceMotion ? 0 : emblaDurationFor(TIMINGS.carouselTransitionMs),
  });
  const [selected, setSelected] = useState(0);
  const thumbsRef = useRef<HTMLDivElement>(null);
  useFade(embla);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Keep the current thumbnail in sight without scrolling the page; not before the first move,
  // when the first is in sight already (measuring the strip as the page mounts forced a layout).
  const moved = useRef(false);
  useEffect(() => {
    moved.current ||= selected !== 0;
    if (!moved.current) return;
    const strip = thumbsRef.current;
    const thumb = strip?.children[selected] as HTMLElement | undefined;
    if (!strip || !thumb) return;
    const left = thumb.offsetLeft - strip.clientWidth / 2 + thumb.clientWidth / 2;
    strip.scrollTo({ left, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [selected, reduceMotion]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      embla?.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      embla?.scrollNext();
    }
  };

  const count = screenshots.length;

  return (
    <section aria-roledescription="carousel" aria-label="Screenshots" onKeyDown={onKeyDown} className="space-y-3">
      <ScreenshotStage className="group">
        <div ref={viewportRef} className="size-full overflow-hidden">
          <div className="flex size-full touch-pan-y">
            {screenshots.map((shot, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: a slide is a group with roledescription "slide".
              <div
                key={shot.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                className={clsx('relative min-w-0 shrink-0 grow-0 basis-full', index > 0 && 'opacity-0')}
                style={{ translate: `${-index * 100}% 0` }}
              >
                <ScreenshotImage shot={shot} alt={`${title}, screenshot ${index + 1}`} priority={index === 0} />
              </div>
            ))}
          </div>
        </div>
        <CarouselArrows
          carousel={embla}
          noun="screenshot"
          previousClassName={clsx(arrow, 'left-3')}
          nextClassName={clsx(arrow, 'right-3')}
        />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between bg-gradient-to-t from-carbon-950/80 to-transparent px-4 pt-10 pb-3">
          <span aria-live="polite" className="font-display text-sm font-bold tracking-widest text-ink-50 tabular-nums">
            {selected + 1} / {count}
          </span>
          <div className="pointer-events-auto flex gap-1">
            {screenshots.map((shot, index) => (
              <button
                key={shot.id}
                type="button"
                aria-label={`Go to screenshot ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
                className="group/dot grid h-6 place-items-center px-0.5"
              >
                <span
                  className={clsx(
                    'block h-1 -skew-x-12 rounded-[1px] transition-all duration-300',
                    index === selected ? 'w-7 bg-race-500' : 'w-3.5 bg-white/40 group-hover/dot:bg-white/70',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </ScreenshotStage>

      <div ref={thumbsRef} className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]">
        {screenshots.map((shot, index) => (
          <button
            key={shot.id}
            type="button"
            aria-label={`Show screenshot ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => go(index)}
            className={clsx(
              'relative aspect-video w-24 shrink-0 overflow-hidden rounded-md border-2 transition sm:w-32',
              index === selected ? 'border-race-500' : 'border-transparent opacity-60 hover:opacity-100',
            )}
          >
            <img
              src={shot.thumbnailUrl}
              width={160}
              height={90}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
