export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image takes inside a max box, keeping its aspect ratio and never enlarging it
 * (spec §7: screenshots fit within 1920×1080). Sides are whole pixels and at least 1.
 */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): Size {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  if (scale === 1) return { width: Math.round(width), height: Math.round(height) };
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}
