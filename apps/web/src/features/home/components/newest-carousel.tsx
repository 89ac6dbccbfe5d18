import type { LiveryListItem } from '@paddock/contract';
import { TIMINGS } from '@paddock/contract';
import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { emblaDurationFor } from '@/lib/embla-duration';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { CarouselTrack } from './carousel-track';

const arrowClasses =
  'grid size-11 place-items-center rounded-full border border-carbon-500 bg-carbon-900/90 text-ink-50 shadow-lg backdrop-blur transition-colors hover:border-race-500 hover:bg-race-500 [&_svg]:size-5';

/**
 * The looping 'Newest Additions' carousel: autoplay every 4 s with 600 ms slides, paused while
 * the pointer or focus is on it (and never started when the visitor prefers reduced motion).
 * Its own chunk: Embla loads only when there are three liveries or more to show.
 */
export default function NewestCarousel({ liveries }: { liveries: readonly LiveryListItem[] }) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: TIMINGS.carouselAutoplayMs,
      playOnInit: !prefersReducedMotion(),
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
      // Hovering the arrows and dots pauses it too, not just the slides.
      rootNode: (root) => root.parentElement,
    }),
  ]);
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: true, align: 'start', duration: emblaDurationFor(TIMINGS.carouselTransitionMs) },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  return (
    <section aria-roledescription="carousel" aria-label="Newest liveries" className="relative">
      <CarouselTrack liveries={liveries} viewportRef={viewportRef} />
      <CarouselArrows
        carousel={embla}
        noun="liveries"
        previousClassName={clsx(
          arrowClasses,
          'absolute top-[38%] -left-3 z-10 -translate-y-1/2 max-sm:hidden lg:-left-5',
        )}
        nextClassName={clsx(
          arrowClasses,
          'absolute top-[38%] -right-3 z-10 -translate-y-1/2 max-sm:hidden lg:-right-5',
        )}
      />
      {snaps.length > 1 && (
        <div className="mt-5 flex justify-center gap-1.5">
          {snaps.map((_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position.
              key={index}
              type="button"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
              className="group grid h-6 place-items-center px-0.5"
            >
              <span
                className={clsx(
                  'block h-1 -skew-x-12 rounded-[1px] transition-all duration-300',
                  index === selected ? 'w-8 bg-race-500' : 'w-4 bg-carbon-500 group-hover:bg-ink-400',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
