/**
 * The multipart part names of POST /liveries (spec member-site §3 "Upload parts"), written once:
 * the web form, the server's reader, the test factory and the demo seed all use these.
 */
export const UPLOAD_PARTS = {
  title: 'Title',
  carClassName: 'CarClassName',
  carModelName: 'CarModelName',
  description: 'Description',
  /** Repeated once per tag id (a comma-separated list is accepted too). */
  tagIds: 'TagIds',
  liveryFile: 'LiveryFile',
  /** Repeated, first one primary. */
  screenshots: 'Screenshots',
  /** customskin.tga scaled to FLAT_PREVIEW_SIZE², WebP; optional. */
  texturePreview: 'TexturePreview',
  /** customskin_region.tga scaled the same, WebP; optional. */
  regionOverlay: 'RegionOverlay',
  /** JSON of RegionShares: what the browser counted in the region map; optional, checked when sent. */
  regionShares: 'RegionShares',
} as const;

/** The upload's file parts, each with how many it may carry. */
export const UPLOAD_FILE_PARTS = [
  UPLOAD_PARTS.liveryFile,
  UPLOAD_PARTS.screenshots,
  UPLOAD_PARTS.texturePreview,
  UPLOAD_PARTS.regionOverlay,
] as const;

/** 'metallicFlake_Style' → 'RegionConfigurations[0].MetallicFlake_Style': region parts are PascalCase. */
export function regionPartName(index: number, field: string): string {
  return `RegionConfigurations[${index}].${field.charAt(0).toUpperCase()}${field.slice(1)}`;
}

/** Reads a region part name back: its index and camel-case field, or null. */
export function parseRegionPartName(name: string): { index: number; field: string } | null {
  const match = /^RegionConfigurations\[(\d)\]\.([A-Za-z_]+)$/.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { index: Number(match[1]), field: match[2].charAt(0).toLowerCase() + match[2].slice(1) };
}
