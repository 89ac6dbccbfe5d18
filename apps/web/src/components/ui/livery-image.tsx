import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e242d"/><stop offset="1" stop-color="#0b0d10"/></linearGradient></defs><rect width="480" height="270" fill="url(#g)"/><path d="M300-10 210 280h34l90-290zM350-10 260 280h12l90-290z" fill="#e21d38" opacity=".16"/><path d="M112 170l6-12c14-8 36-14 56-18 18-18 62-24 84-12l20 3c20-14 36-34 70-42 22-4 46-3 58 6 9 9 16 19 24 22 15-6 52-6 70 3l-4 32-10 20h-52a37 37 0 0 0-74 0H236a37 37 0 0 0-74 0z" fill="none" stroke="#3b4452" stroke-width="5" stroke-linejoin="round"/><circle cx="199" cy="170" r="22" fill="none" stroke="#3b4452" stroke-width="5"/><circle cx="399" cy="170" r="22" fill="none" stroke="#3b4452" stroke-width="5"/></svg>`;

/** Shown when a livery has no screenshot, or its image fails to load. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

type LiveryImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined };

/** An image that falls back to the placeholder when the URL is missing or broken. */
export function LiveryImage({ src, alt = '', onError, ...props }: LiveryImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (src) setFailed(src);
    onError?.(event);
  };
  return <img src={usable} alt={alt} decoding="async" onError={handleError} {...props} />;
}
