import { CAR_CLASS_COLORS, carClassBadge } from '@paddock/contract';
import { clsx } from 'clsx';

/** The badge colour of a car class name (hypercar/lmh/lmdh, lmp2, gte, gt3, else grey). */
export function carClassColor(className: string | null | undefined): string {
  return CAR_CLASS_COLORS[carClassBadge(className)];
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on `hex` (orange and green badges need dark text). */
export function readableTextOn(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#0b0d10';
}

/** The car class as a slanted, class-coloured plate. */
export function ClassBadge({ name, className }: { name: string; className?: string }) {
  const color = carClassColor(name);
  return (
    <span
      className={clsx(
        'inline-flex -skew-x-12 items-center rounded-[3px] px-2 py-1 font-display text-[0.7rem] leading-none font-extrabold tracking-[0.14em] uppercase shadow-[0_4px_14px_-6px_rgb(0_0_0/0.8)]',
        className,
      )}
      style={{ backgroundColor: color, color: readableTextOn(color) }}
    >
      <span className="skew-x-12">{name}</span>
    </span>
  );
}
