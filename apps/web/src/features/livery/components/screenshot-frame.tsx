import type { LiveryDetail } from '@paddock/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type Screenshot = LiveryDetail['screenshots'][number];

/** The 16:9 stage every screenshot is shown on (letterboxed, never cropped). */
export function ScreenshotStage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={clsx(
        'relative aspect-video overflow-hidden rounded-xl border border-carbon-700 bg-carbon-950 shadow-[0_30px_60px_-30px_rgb(0_0_0/0.9)]',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** One screenshot at full size; the first one is the page's largest image, so it loads first. */
export function ScreenshotImage({
  shot,
  alt,
  priority = false,
  className,
}: {
  shot: Screenshot;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={shot.url}
      width={shot.width}
      height={shot.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first screenshot is the page's largest paint: decoded with the frame that shows it,
      // not in a later one (it is preloaded, so decoding is all that is left).
      decoding={priority ? 'sync' : 'async'}
      draggable={false}
      className={clsx('size-full object-contain select-none', className)}
    />
  );
}

/** A livery's only screenshot (several get the gallery). */
export function StaticScreenshot({ shot, title }: { shot: Screenshot; title: string }) {
  return (
    <ScreenshotStage>
      <ScreenshotImage shot={shot} alt={`${title}, screenshot 1`} priority />
    </ScreenshotStage>
  );
}
