import sharp from 'sharp';

/** Both flat views are compared at this size: enough to see a changed sponsor, small enough to answer fast. */
export const DIFFERENCE_SIDE = 512;
/** Summed R+G+B difference over which a pixel counts as changed: re-encoding noise stays under it. */
const CHANGED_OVER = 96;
/** How the changed pixels are shown: the site's race red. */
const HIGHLIGHT = [255, 45, 85] as const;

const rgbAt = (image: Buffer) =>
  sharp(image).resize(DIFFERENCE_SIDE, DIFFERENCE_SIDE, { fit: 'fill' }).removeAlpha().raw().toBuffer();

/**
 * Issue 36 point 3: where the suspected copy differs from the original. Both flat views are
 * scaled to the same square; the copy is shown greyed and dimmed, and every pixel whose colour
 * differs clearly from the original's is painted in the highlight colour. Answers a PNG.
 */
export async function differenceImage(copy: Buffer, original: Buffer): Promise<Buffer> {
  const [a, b] = await Promise.all([rgbAt(copy), rgbAt(original)]);
  const out = Buffer.alloc(DIFFERENCE_SIDE * DIFFERENCE_SIDE * 3);
  for (let i = 0; i < out.length; i += 3) {
    const r = a[i] as number;
    const g = a[i + 1] as number;
    const bl = a[i + 2] as number;
    const diff =
      Math.abs(r - (b[i] as number)) + Math.abs(g - (b[i + 1] as number)) + Math.abs(bl - (b[i + 2] as number));
    if (diff > CHANGED_OVER) {
      out[i] = HIGHLIGHT[0];
      out[i + 1] = HIGHLIGHT[1];
      out[i + 2] = HIGHLIGHT[2];
    } else {
      // Rec. 709 luma, dimmed towards mid-grey so the highlight stands out on any livery.
      const grey = Math.round(64 + 0.5 * (0.2126 * r + 0.7152 * g + 0.0722 * bl));
      out[i] = grey;
      out[i + 1] = grey;
      out[i + 2] = grey;
    }
  }
  return sharp(out, { raw: { width: DIFFERENCE_SIDE, height: DIFFERENCE_SIDE, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
