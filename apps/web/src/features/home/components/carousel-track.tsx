import type { LiveryListItem } from '@paddock/contract';
import { clsx } from 'clsx';
import type { Ref } from 'react';
import { LiveryCard } from '@/components/ui/livery-card';

/** 1.2 cards per view by default, 2.2 from 640 px, 3.2 from 1024 px and 4.2 from 1280 px (spec member-site §9). */
export const SLIDE_CLASSES =
  'min-w-0 shrink-0 grow-0 basis-[calc(100%/1.2)] pl-5 sm:basis-[calc(100%/2.2)] lg:basis-[calc(100%/3.2)] xl:basis-[calc(100%/4.2)]';

/**
 * The row of slides. Rendered statically while the carousel chunk loads and inside Embla after,
 * so nothing moves when the carousel takes over.
 */
export function CarouselTrack({
  liveries,
  viewportRef,
  className,
}: {
  liveries: readonly LiveryListItem[];
  viewportRef?: Ref<HTMLDivElement>;
  className?: string;
}) {
  return (
    <div ref={viewportRef} className={clsx('overflow-hidden', className)}>
      <div className="-ml-5 flex touch-pan-y py-2">
        {liveries.map((livery, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: a slide is a group with roledescription "slide".
          <div
            key={livery.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${liveries.length}`}
            className={SLIDE_CLASSES}
          >
            <LiveryCard livery={livery} />
          </div>
        ))}
      </div>
    </div>
  );
}
