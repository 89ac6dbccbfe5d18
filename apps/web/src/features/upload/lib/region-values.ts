import {
  ALL_STYLE_FIELDS,
  CHROME_STYLES,
  compareRegions,
  FLAKE_STRENGTHS,
  isValidFlakeColor,
  MATERIALS_BY_REGION,
  type Material,
  METALLIC_BASE_STYLES,
  REGIONS,
  type RegionConfiguration,
  type RegionConfigurationInput,
  RegionConfigurationInputSchema,
  type RegionName,
  STICKER_STYLES,
  STYLE_FIELDS_BY_MATERIAL,
  type StyleField,
  WRAP_STYLES,
} from '@paddock/contract';

/** One region in the form: the read shape (camel-case, nullable styles), with no material yet allowed. */
export type RegionValue = Omit<RegionConfiguration, 'material'> & { material: Material | null };

type StyleValues = Pick<RegionConfiguration, StyleField>;

const NO_STYLES = Object.fromEntries(ALL_STYLE_FIELDS.map((field) => [field, null])) as {
  [K in StyleField]: null;
};

export function emptyRegion(regionName: RegionName): RegionValue {
  return { regionName, material: null, ...NO_STYLES };
}

/** The five regions in the spec's order, none with a material. */
export function emptyRegions(): RegionValue[] {
  return REGIONS.map(emptyRegion);
}

/** Whether a saved region is one of the five the game's region map has. */
export function isKnownRegion(regionName: string): regionName is RegionName {
  return (REGIONS as readonly string[]).includes(regionName);
}

/**
 * The materials a region may use (spec §5); nothing else is ever offered. A region name the game
 * does not have (old or hand-made data) gets none: the server would refuse any choice for it.
 */
export function materialsFor(regionName: string): readonly Material[] {
  return isKnownRegion(regionName) ? MATERIALS_BY_REGION[regionName] : [];
}

/** The style fields of a material, in the spec's order; Carbon has none. */
export function styleFieldsFor(material: Material | null): readonly StyleField[] {
  return material ? STYLE_FIELDS_BY_MATERIAL[material] : [];
}

/** Choosing a material clears every style, flake colour and strength of the region (spec §4). */
export function withMaterial(region: RegionValue, material: Material | null): RegionValue {
  return { ...emptyRegion(region.regionName), material };
}

export function withStyle<F extends StyleField>(region: RegionValue, field: F, value: StyleValues[F]): RegionValue {
  return { ...region, [field]: value };
}

/**
 * The regions of a saved livery as form values: all five, in the spec's order (unknown names
 * last), whatever order or subset the server sent.
 */
export function regionsFromConfigurations(configs: readonly RegionConfiguration[]): RegionValue[] {
  const byName = new Map(configs.map((config) => [config.regionName, config]));
  const known = REGIONS.map((name) => {
    const config = byName.get(name);
    return config ? { ...emptyRegion(name), ...config } : emptyRegion(name);
  });
  const unknown = configs.filter((config) => !isKnownRegion(config.regionName));
  return [...known, ...unknown].sort((a, b) => compareRegions(a.regionName, b.regionName));
}

/** Names of the regions still without a material, for `missingMaterialsMessage` (unknown names need none). */
export function regionsMissingMaterial(regions: readonly RegionValue[]): RegionName[] {
  return regions
    .filter((region) => !region.material && isKnownRegion(region.regionName))
    .map((region) => region.regionName);
}

/** A region as the API takes it: only its material's own styles, blanks as null. */
export function toRegionInput(region: RegionValue & { material: Material }): RegionConfigurationInput {
  const own: readonly StyleField[] = STYLE_FIELDS_BY_MATERIAL[region.material];
  const input: Record<string, unknown> = { regionName: region.regionName, material: region.material };
  for (const field of ALL_STYLE_FIELDS) {
    const value = region[field];
    input[field] = own.includes(field) && typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return input as RegionConfigurationInput;
}

/**
 * The regions as the API takes them. Unknown region names are left out: the API takes exactly the
 * five, so sending one would make a saved livery impossible to edit.
 */
export function toRegionInputs(regions: readonly RegionValue[]): RegionConfigurationInput[] {
  return regions
    .filter(
      (region): region is RegionValue & { material: Material } =>
        region.material !== null && isKnownRegion(region.regionName),
    )
    .map(toRegionInput);
}

/**
 * What the shared rules say about the regions that have a material (bad flake colour, a style
 * that does not fit): the contract's own messages, once each.
 */
export function regionRuleMessages(regions: readonly RegionValue[]): string[] {
  const messages: string[] = [];
  for (const input of toRegionInputs(regions)) {
    const result = RegionConfigurationInputSchema.safeParse(input);
    if (!result.success) messages.push(...result.error.issues.map((issue) => issue.message));
  }
  return [...new Set(messages)];
}

export type StyleControl =
  | { kind: 'choice'; field: StyleField; label: string; options: readonly string[] }
  | { kind: 'colour'; field: StyleField; label: string };

const STYLE_CONTROLS: Record<StyleField, StyleControl> = {
  metallicFlake_Style: {
    kind: 'choice',
    field: 'metallicFlake_Style',
    label: 'Base style',
    options: METALLIC_BASE_STYLES,
  },
  metallicFlake_FlakeColorRGB: { kind: 'colour', field: 'metallicFlake_FlakeColorRGB', label: 'Flake colour' },
  metallicFlake_FlakeStrength: {
    kind: 'choice',
    field: 'metallicFlake_FlakeStrength',
    label: 'Flake strength',
    options: FLAKE_STRENGTHS,
  },
  metallicPaint_Style: {
    kind: 'choice',
    field: 'metallicPaint_Style',
    label: 'Base style',
    options: METALLIC_BASE_STYLES,
  },
  metallicPaint_FlakeColorRGB: { kind: 'colour', field: 'metallicPaint_FlakeColorRGB', label: 'Flake colour' },
  metallicPaint_FlakeStrength: {
    kind: 'choice',
    field: 'metallicPaint_FlakeStrength',
    label: 'Flake strength',
    options: FLAKE_STRENGTHS,
  },
  wrap_Style: { kind: 'choice', field: 'wrap_Style', label: 'Wrap style', options: WRAP_STYLES },
  sticker_Style: { kind: 'choice', field: 'sticker_Style', label: 'Sticker style', options: STICKER_STYLES },
  chrome_Style: { kind: 'choice', field: 'chrome_Style', label: 'Chrome style', options: CHROME_STYLES },
};

/** The controls a material shows, in the spec's order (base style, flake colour, strength…). */
export function styleControlsFor(material: Material | null): StyleControl[] {
  return styleFieldsFor(material).map((field) => STYLE_CONTROLS[field]);
}

/** 'MetallicFlakes' → 'Metallic Flakes', 'StrongMatte' → 'Strong Matte'. */
export function humanize(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export type Rgb = [r: number, g: number, b: number];

/** A flake colour as numbers, from 'r,g,b' (spaces allowed) or a 3- or 6-digit hex; null otherwise. */
export function parseFlakeColor(value: string | null | undefined): Rgb | null {
  if (!value || !isValidFlakeColor(value)) return null;
  if (value.includes(',')) return value.split(',').map((part) => Number(part.trim())) as Rgb;
  let hex = value.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** The stored form: 'r,g,b'. */
export function toStoredFlakeColor([r, g, b]: Rgb): string {
  return `${r},${g},${b}`;
}

/** The displayed form (spec §2): 'R, G, B'; text that is not a colour is shown as it is. */
export function formatFlakeColor(value: string | null | undefined): string {
  const rgb = parseFlakeColor(value);
  return rgb ? rgb.join(', ') : (value ?? '');
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}
