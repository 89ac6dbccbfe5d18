import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-sm bg-race-500 px-1.5 py-0.5 font-display text-[0.65rem] leading-none font-bold tracking-widest text-white uppercase',
        className,
      )}
      {...props}
    />
  );
}
