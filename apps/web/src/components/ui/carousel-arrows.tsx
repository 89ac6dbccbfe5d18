import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/livery-icons';

/**
 * The Previous and Next buttons of an Embla carousel (undefined until it has mounted). Their
 * names say what they scroll ('liveries', 'screenshot'); each carousel places them itself.
 */
export function CarouselArrows({
  carousel,
  noun,
  previousClassName,
  nextClassName,
}: {
  carousel: { scrollPrev: () => void; scrollNext: () => void } | undefined;
  noun: string;
  previousClassName: string;
  nextClassName: string;
}) {
  return (
    <>
      <button
        type="button"
        aria-label={`Previous ${noun}`}
        onClick={() => carousel?.scrollPrev()}
        className={previousClassName}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label={`Next ${noun}`}
        onClick={() => carousel?.scrollNext()}
        className={nextClassName}
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}
