import { REGION_MAP_RGB, type RegionName } from '@paddock/contract';

/** An RGB colour, 0–255 each. */
export type Rgb = readonly [number, number, number];

export type StripePattern = 'diagonal' | 'chevron' | 'twin' | 'split';

/** What makes one demo livery look like itself: colours, the stripe layout and a race number. */
export interface LiveryDesign {
  base: Rgb;
  /** The base fades towards this colour from top to bottom (rows stay flat, so RLE stays small). */
  baseFade: Rgb;
  stripe: Rgb;
  accent: Rgb;
  pattern: StripePattern;
  /** 0–1: where the stripes sit across the texture. */
  offset: number;
  raceNumber: number;
}

/**
 * The painted parts of a livery, each tied to the game region the player assigns a material to:
 * the body colour is paint (Black), the sills carbon (Red), the trim chrome (Green), the stripes
 * a wrap (Blue) and the number roundel stickers (White).
 */
const LAYERS = ['base', 'sill', 'trim', 'stripe', 'accent', 'roundel', 'digit'] as const;
type Layer = (typeof LAYERS)[number];
const LAYER_REGION: Record<Layer, RegionName> = {
  base: 'Black',
  sill: 'Red',
  trim: 'Green',
  stripe: 'Blue',
  accent: 'Blue',
  roundel: 'White',
  digit: 'White',
};
const layer = (name: Layer) => LAYERS.indexOf(name);

/**
 * Paints the design into a map of layer indices, one byte per pixel. Both TGA files and the
 * screenshots are coloured from this one map, so the region map always matches the livery.
 */
export function paintLayers(design: LiveryDesign, size: number): Uint8Array {
  const map = new Uint8Array(size * size);
  const fill = (y: number, from: number, to: number, name: Layer) => {
    const a = Math.max(0, Math.min(size, Math.round(from)));
    const b = Math.max(0, Math.min(size, Math.round(to)));
    if (b > a) map.fill(layer(name), y * size + a, y * size + b);
  };
  const stripeWidth = size * 0.09;
  const roundel = { cx: size * (0.25 + design.offset * 0.5), cy: size * 0.36, r: size * 0.11 };
  const digits = digitRects(design.raceNumber, roundel, size);

  for (let y = 0; y < size; y += 1) {
    const v = y / size;
    if (v > 0.88) fill(y, 0, size, 'sill');
    if (v > 0.62 && v < 0.645) fill(y, 0, size, 'trim');
    const start = size * design.offset;
    const slope = v * size * 0.35;
    switch (design.pattern) {
      case 'diagonal':
        fill(y, start + slope, start + slope + stripeWidth, 'stripe');
        fill(y, start + slope + stripeWidth * 1.3, start + slope + stripeWidth * 1.6, 'accent');
        break;
      case 'chevron': {
        const bend = Math.abs(v - 0.5) * size * 0.5;
        fill(y, start + bend, start + bend + stripeWidth, 'stripe');
        fill(y, start + bend + stripeWidth, start + bend + stripeWidth * 1.25, 'accent');
        break;
      }
      case 'twin':
        fill(y, start, start + stripeWidth * 0.7, 'stripe');
        fill(y, start + stripeWidth, start + stripeWidth * 1.7, 'stripe');
        fill(y, start + stripeWidth * 0.7, start + stripeWidth, 'accent');
        break;
      case 'split':
        if (v < 0.5) fill(y, 0, size * (0.3 + design.offset * 0.4), 'stripe');
        else fill(y, size * (0.6 - design.offset * 0.3), size, 'accent');
        break;
    }
    const dy = y - roundel.cy;
    if (Math.abs(dy) < roundel.r) {
      const half = Math.sqrt(roundel.r * roundel.r - dy * dy);
      fill(y, roundel.cx - half, roundel.cx + half, 'roundel');
    }
    for (const d of digits) if (y >= d.y0 && y < d.y1) fill(y, d.x0, d.x1, 'digit');
  }
  return map;
}

interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Seven-segment digits: segments a–g as [x0, y0, x1, y1] on a 4 × 7 grid (also the fingerprint test set's numbers). */
export const SEVEN_SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 4, 1],
  b: [3, 0, 4, 4],
  c: [3, 3, 4, 7],
  d: [0, 6, 4, 7],
  e: [0, 3, 1, 7],
  f: [0, 0, 1, 4],
  g: [0, 3, 4, 4],
};
/** The segments each digit 0–9 lights. */
export const SEGMENT_DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

/** Seven-segment digits of the race number, centred in the roundel. */
function digitRects(raceNumber: number, roundel: { cx: number; cy: number; r: number }, size: number): Rect[] {
  const text = String(raceNumber % 100);
  const unit = size * 0.017;
  const width = text.length * 4 * unit + (text.length - 1) * 1.5 * unit;
  const left = roundel.cx - width / 2;
  const top = roundel.cy - 3.5 * unit;
  return [...text].flatMap((char, i) => {
    const x = left + i * 5.5 * unit;
    return [...(SEGMENT_DIGITS[Number(char)] ?? '')].map((segment) => {
      const [sx0, sy0, sx1, sy1] = SEVEN_SEGMENTS[segment] ?? [0, 0, 0, 0];
      return { x0: x + sx0 * unit, x1: x + sx1 * unit, y0: top + sy0 * unit, y1: top + sy1 * unit };
    });
  });
}

/** The livery colour of every layer on row `y` (the base fades down the texture). */
export function liveryPalette(design: LiveryDesign, y: number, size: number): Rgb[] {
  const t = y / size;
  const mix = (i: 0 | 1 | 2) => Math.round(design.base[i] * (1 - t) + design.baseFade[i] * t);
  const colours: Record<Layer, Rgb> = {
    base: [mix(0), mix(1), mix(2)],
    sill: [26, 26, 28],
    trim: [192, 196, 202],
    stripe: design.stripe,
    accent: design.accent,
    roundel: [245, 245, 245],
    digit: [17, 17, 17],
  };
  return LAYERS.map((name) => colours[name]);
}

/** The region-map colour of every layer: exactly the five pure colours the game reads. */
export function regionPalette(): Rgb[] {
  return LAYERS.map((name) => REGION_MAP_RGB[LAYER_REGION[name]]);
}
