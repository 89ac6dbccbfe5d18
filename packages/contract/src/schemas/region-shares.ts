import { z } from 'zod';
import type { RegionShares } from '../region-map';

const percent = z.number().min(0).max(100);

/** The RegionShares part of an upload and the figures a livery page shows (percent, one decimal). */
export const RegionSharesSchema = z
  .object({
    Black: percent,
    Red: percent,
    Green: percent,
    Blue: percent,
    White: percent,
    unrecognised: percent,
  })
  .strict() satisfies z.ZodType<RegionShares>;

/** The livery page's flat view: the texture at 1024², and the region map scaled the same to overlay it. */
export const FlatViewSchema = z.object({ textureUrl: z.string(), overlayUrl: z.string() });
export type FlatView = z.infer<typeof FlatViewSchema>;
