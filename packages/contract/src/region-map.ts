import { REGIONS, type RegionName } from './constants';

/**
 * The region map (customskin_region.tga) paints each part of the car in one of five pure colours;
 * the game gives each colour the material chosen for it. Free of zod, for the upload worker.
 */
export const REGION_MAP_RGB: Record<RegionName, readonly [number, number, number]> = {
  Black: [0, 0, 0],
  Red: [255, 0, 0],
  Green: [0, 255, 0],
  Blue: [0, 0, 255],
  White: [255, 255, 255],
};

export const REGION_MAP_RULES = {
  /** How far (0–255) each channel may stray from 0 or 255 and still count: anti-aliased edges. */
  channelTolerance: 24,
  /** Shares are percentages rounded to this step; browser and server may differ by one step. */
  shareStep: 0.1,
  /** Above this share of unrecognised pixels the upload form warns. */
  warnUnrecognisedAbovePercent: 2,
  /** The flat preview and the region overlay are this many pixels square. */
  previewSize: 1024,
} as const;

/** The share of each region colour and of pixels that are none of them, in percent. */
export type RegionShares = Record<RegionName | 'unrecognised', number>;

/** Pixel counts in the order of REGIONS, then the unrecognised count. */
export type RegionCounts = readonly number[];

/**
 * Counts to percentages, rounded to `shareStep`; a colour with any pixel at all shows at least one
 * step, so "0 %" always means "not in the map" (such a region cannot be given a material).
 */
export function regionSharesOf(counts: RegionCounts): RegionShares {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const step = REGION_MAP_RULES.shareStep;
  const share = (n: number) => (n === 0 || total === 0 ? 0 : Math.max(step, Math.round((n / total) * 1000) / 10));
  const shares = { unrecognised: share(counts[REGIONS.length] ?? 0) } as RegionShares;
  REGIONS.forEach((region, i) => {
    shares[region] = share(counts[i] ?? 0);
  });
  return shares;
}

/** The regions present in the map (share above 0), in the spec's order. */
export function regionsInMap(shares: RegionShares): RegionName[] {
  return REGIONS.filter((region) => shares[region] > 0);
}

/** True when two sets of figures differ by no more than one rounding step anywhere. */
export function sharesAgree(a: RegionShares, b: RegionShares): boolean {
  const slack = REGION_MAP_RULES.shareStep + 1e-9;
  return [...REGIONS, 'unrecognised' as const].every((key) => Math.abs(a[key] - b[key]) <= slack);
}

/** 'Red: 31 %, Green: 12 %, … unrecognised: 0.4 %' */
export function describeShares(shares: RegionShares): string {
  const parts = REGIONS.map((region) => `${region}: ${shares[region]} %`);
  return `${parts.join(', ')}, unrecognised: ${shares.unrecognised} %`;
}

export const REGION_MAP_MESSAGES = {
  noRegionColours:
    'The region map has none of the five region colours (black, red, green, blue, white): check you chose customskin_region.tga.',
  sharesDisagree: 'The region figures sent with the upload do not match the region map.',
  sharesInvalid: 'RegionShares must be the JSON of the region map figures.',
  unrecognisedWarning: (percent: number) =>
    `${percent} % of the region map is none of the five region colours: those parts get no material in the game.`,
  notInMap: (region: string) => `The ${region} region is not in the region map, so it cannot be given a material.`,
} as const;

/** The region a region-map pixel paints (within the channel tolerance), or null if none. */
export function regionOfPixel(r: number, g: number, b: number): RegionName | null {
  const t = REGION_MAP_RULES.channelTolerance;
  const near = (value: number, target: number) => Math.abs(value - target) <= t;
  return REGIONS.find((region) => REGION_MAP_RGB[region].every((v, i) => near([r, g, b][i] as number, v))) ?? null;
}
