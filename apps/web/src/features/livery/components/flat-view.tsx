import { type LiveryDetail, type RegionName, regionOfPixel } from '@paddock/contract';
import { clsx } from 'clsx';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { humanize } from '../lib/livery-meta';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

type FlatViewUrls = NonNullable<LiveryDetail['flatView']>;

/** The overlay's pixels, read once it has loaded, to tell which region is under the pointer. */
function useOverlayPixels(url: string, enabled: boolean) {
  const pixels = useRef<ImageData | null>(null);
  useEffect(() => {
    if (!enabled || pixels.current) return;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        pixels.current = context?.getImageData(0, 0, canvas.width, canvas.height) ?? null;
      } catch {
        pixels.current = null; // a store without CORS: the overlay shows, the hover names nothing
      }
    };
    image.src = url;
  }, [url, enabled]);
  return pixels;
}

/**
 * The flat texture, the region map over it on demand, and the material of the region under the
 * pointer, or tapped on a phone (issue 34 §9). The switch sits above the image, and turning the map
 * on brings the whole image into view below the sticky header (issue 34 §8), where it used to sit
 * half behind it.
 */
function FlatView({ livery, urls }: { livery: LiveryDetail; urls: FlatViewUrls }) {
  const [overlay, setOverlay] = useState(false);
  const [hover, setHover] = useState<{ region: RegionName; x: number; y: number } | null>(null);
  const pixels = useOverlayPixels(urls.overlayUrl, overlay);
  const toggleId = useId();
  const frame = useRef<HTMLDivElement>(null);

  const showOverlay = (on: boolean) => {
    setOverlay(on);
    if (!on) return setHover(null);
    // 'nearest' moves the page only when part of the image is out of sight; the html element's
    // scroll-padding keeps it clear of the sticky header.
    frame.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onMove = (event: MouseEvent<HTMLImageElement>) => {
    const data = pixels.current;
    if (!overlay || !data) return setHover(null);
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * data.width);
    const y = Math.floor(((event.clientY - box.top) / box.height) * data.height);
    const o = (y * data.width + x) * 4;
    const region = regionOfPixel(data.data[o] ?? -99, data.data[o + 1] ?? -99, data.data[o + 2] ?? -99);
    setHover(region ? { region, x: event.clientX - box.left, y: event.clientY - box.top } : null);
  };
  const material = (region: RegionName) => {
    const config = livery.regionConfigurations.find((c) => c.regionName === region);
    return config ? humanize(config.material) : 'no material';
  };

  return (
    <div className="grid gap-3">
      <label htmlFor={toggleId} className="mx-auto flex cursor-pointer items-center gap-2 text-sm text-ink-300">
        <input
          id={toggleId}
          type="checkbox"
          checked={overlay}
          onChange={(event) => showOverlay(event.target.checked)}
          className="size-4 accent-race-500"
        />
        {LIVERY_PAGE_MESSAGES.flatView.showRegionMap}
      </label>
      <div
        ref={frame}
        className="relative mx-auto aspect-square w-full max-w-[36rem] overflow-hidden rounded-xl border border-carbon-700 bg-carbon-950"
      >
        <img
          src={urls.textureUrl}
          alt={`${livery.title}, the flat texture`}
          width={1024}
          height={1024}
          decoding="async"
          draggable={false}
          className="size-full select-none"
        />
        {overlay && (
          // biome-ignore lint/a11y/useKeyWithClickEvents: pointing at the map is a shortcut; Region Specifications lists every region's material for the keyboard.
          <img
            src={urls.overlayUrl}
            alt={`${livery.title}, the region map`}
            width={1024}
            height={1024}
            draggable={false}
            onMouseMove={onMove}
            onMouseLeave={() => setHover(null)}
            // A tap names the region too: a phone has no pointer to hover with.
            onClick={onMove}
            className="absolute inset-0 size-full opacity-60 mix-blend-hard-light select-none"
          />
        )}
        {hover && (
          <span
            role="tooltip"
            className="pointer-events-none absolute z-10 rounded-md bg-carbon-900/95 px-2 py-1 text-sm whitespace-nowrap text-ink-50 shadow-lg"
            style={{ left: hover.x + 12, top: hover.y + 12 }}
          >
            {hover.region} — {material(hover.region)}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The livery page's media (issue 18): the screenshots, and beside them a "Flat view" tab when the
 * livery was uploaded with one. Liveries uploaded before show the screenshots alone.
 */
export function LiveryMediaTabs({ livery, screenshots }: { livery: LiveryDetail; screenshots: ReactNode }) {
  const [tab, setTab] = useState<'screenshots' | 'flat'>('screenshots');
  const id = useId();
  if (!livery.flatView) return <>{screenshots}</>;
  const tabs = [
    { key: 'screenshots', label: 'Screenshots' },
    { key: 'flat', label: 'Flat view' },
  ] as const;
  return (
    <div className="grid gap-3">
      <div role="tablist" aria-label="Livery images" className="flex gap-1 self-start">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={tab === key}
            aria-controls={`${id}-${key}`}
            onClick={() => setTab(key)}
            className={clsx(
              'rounded-md px-3 py-1.5 font-display text-sm font-bold tracking-wide uppercase transition-colors',
              tab === key ? 'bg-carbon-700 text-ink-50' : 'text-ink-400 hover:text-ink-200',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'screenshots' ? screenshots : <FlatView livery={livery} urls={livery.flatView} />}
      </div>
    </div>
  );
}
