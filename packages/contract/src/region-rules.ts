import { z } from 'zod';
import {
  CHROME_STYLES,
  FLAKE_STRENGTHS,
  MATERIALS,
  MATERIALS_BY_REGION,
  type Material,
  METALLIC_BASE_STYLES,
  REGIONS,
  type RegionName,
  STICKER_STYLES,
  WRAP_STYLES,
} from './constants';

/** The per-material fields of a region configuration, named as the spec names them (camel-case). */
export const STYLE_FIELDS_BY_MATERIAL = {
  MetallicFlakes: ['metallicFlake_Style', 'metallicFlake_FlakeColorRGB', 'metallicFlake_FlakeStrength'],
  MetallicPaint: ['metallicPaint_Style', 'metallicPaint_FlakeColorRGB', 'metallicPaint_FlakeStrength'],
  Wrap: ['wrap_Style'],
  Stickers: ['sticker_Style'],
  Chrome: ['chrome_Style'],
  Carbon: [],
} as const satisfies Record<Material, readonly string[]>;

export const ALL_STYLE_FIELDS = Object.values(STYLE_FIELDS_BY_MATERIAL).flat();
export type StyleField = (typeof ALL_STYLE_FIELDS)[number];

/** 'r,g,b' (0–255 each, spaces allowed) or a 3- or 6-digit hex colour. */
export const FLAKE_COLOR_PATTERN =
  /^(?:#?[0-9a-fA-F]{3}|#?[0-9a-fA-F]{6}|\s*(?:\d{1,3})\s*,\s*(?:\d{1,3})\s*,\s*(?:\d{1,3})\s*)$/;

export function isValidFlakeColor(value: string): boolean {
  if (!FLAKE_COLOR_PATTERN.test(value)) return false;
  if (value.includes(',')) return value.split(',').every((part) => Number(part.trim()) <= 255);
  return true;
}

export function missingMaterialsMessage(regions: readonly string[]): string {
  return `Please select materials for all regions: ${regions.join(', ')}`;
}

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

export const RegionConfigurationInputSchema = z
  .object({
    regionName: z.enum(REGIONS, { error: `Region must be one of ${REGIONS.join(', ')}.` }),
    material: z.enum(MATERIALS, { error: `Material must be one of ${MATERIALS.join(', ')}.` }),
    metallicFlake_Style: z.enum(METALLIC_BASE_STYLES).nullish(),
    metallicFlake_FlakeColorRGB: optionalText,
    metallicFlake_FlakeStrength: z.enum(FLAKE_STRENGTHS).nullish(),
    metallicPaint_Style: z.enum(METALLIC_BASE_STYLES).nullish(),
    metallicPaint_FlakeColorRGB: optionalText,
    metallicPaint_FlakeStrength: z.enum(FLAKE_STRENGTHS).nullish(),
    wrap_Style: z.enum(WRAP_STYLES).nullish(),
    sticker_Style: z.enum(STICKER_STYLES).nullish(),
    chrome_Style: z.enum(CHROME_STYLES).nullish(),
  })
  .superRefine((config, ctx) => {
    const allowed = MATERIALS_BY_REGION[config.regionName];
    if (!allowed.includes(config.material)) {
      ctx.addIssue({
        code: 'custom',
        path: ['material'],
        message: `${config.material} is not available for the ${config.regionName} region (choose ${allowed.join(', ')}).`,
      });
      return;
    }
    const own: readonly string[] = STYLE_FIELDS_BY_MATERIAL[config.material];
    for (const field of ALL_STYLE_FIELDS) {
      const value = config[field];
      if (value != null && !own.includes(field)) {
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} does not apply to ${config.material}.` });
      }
    }
    for (const field of ['metallicFlake_FlakeColorRGB', 'metallicPaint_FlakeColorRGB'] as const) {
      const value = config[field];
      if (value && !isValidFlakeColor(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'Flake colour must be "r,g,b" (0-255) or a hex colour.',
        });
      }
    }
  });
export type RegionConfigurationInput = z.infer<typeof RegionConfigurationInputSchema>;

/**
 * Regions each listed at most once, each with an allowed material. An upload uses this: which
 * regions need a material depends on the colours its region map holds (checked with the map).
 */
export const RegionConfigurationListSchema = z.array(RegionConfigurationInputSchema).superRefine((configs, ctx) => {
  const seen = new Set<RegionName>();
  for (const [i, c] of configs.entries()) {
    if (seen.has(c.regionName)) {
      ctx.addIssue({ code: 'custom', path: [i, 'regionName'], message: `The ${c.regionName} region is listed twice.` });
    }
    seen.add(c.regionName);
  }
});

/** Exactly the five regions, each once, each with an allowed material. */
export const RegionConfigurationsInputSchema = RegionConfigurationListSchema.superRefine((configs, ctx) => {
  const seen = new Set(configs.map((c) => c.regionName));
  const missing = REGIONS.filter((r) => !seen.has(r));
  if (missing.length > 0) ctx.addIssue({ code: 'custom', message: missingMaterialsMessage(missing) });
});
