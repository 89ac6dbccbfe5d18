import {
  CREDIT_PARTS,
  FLAKE_COLOR_PATTERN,
  LIMITS,
  LiveryUploadDetailsSchema,
  REGIONS,
  RegionConfigurationInputSchema,
  RegionSharesSchema,
  regionPartName,
  UPLOAD_PARTS,
  VERSION_LIMITS,
  VERSION_PARTS,
} from '@paddock/contract';
import { z } from 'zod';

/**
 * The multipart bodies of the upload and of a new version, written out part by part for the
 * OpenAPI document. Every type and limit comes from the contract (the zod schemas the server
 * validates with, and LIMITS), so the document cannot drift from what the server accepts.
 */
type JsonSchema = Record<string, unknown>;
const asInput = { io: 'input', unrepresentable: 'any' } as const;
const MiB = 1024 * 1024;

function jsonOf(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, asInput) as JsonSchema;
  return rest;
}

/** `anyOf: [X, null]` → X: a multipart part is present or left out, never null. */
function present(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf) return anyOf.find((s) => s.type !== 'null') ?? schema;
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t) => t !== 'null') };
  return schema;
}

const binary = (description: string, mediaType: string): JsonSchema => ({
  type: 'string',
  format: 'binary',
  contentMediaType: mediaType,
  description,
});

const details = (jsonOf(LiveryUploadDetailsSchema).properties ?? {}) as Record<string, JsonSchema>;
const regionFields = (jsonOf(RegionConfigurationInputSchema).properties ?? {}) as Record<string, JsonSchema>;

/** `RegionConfigurations[i].Field` for each of the five regions and every field a region may carry. */
function regionParts(): Record<string, JsonSchema> {
  const parts: Record<string, JsonSchema> = {};
  REGIONS.forEach((_, index) => {
    for (const [field, schema] of Object.entries(regionFields)) {
      const part = present(schema);
      parts[regionPartName(index, field)] = field.endsWith('FlakeColorRGB')
        ? { ...part, pattern: FLAKE_COLOR_PATTERN.source, description: '"r,g,b" (0–255 each) or a hex colour' }
        : part;
    }
  });
  return parts;
}

/** Issue 36: the credit parts, as text (an id, a name, a link, a note, "true"/"false"). */
function creditParts(): Record<string, JsonSchema> {
  const parts: Record<string, JsonSchema> = {};
  for (const name of Object.values(CREDIT_PARTS)) {
    const part = present(details[name] ?? {});
    parts[name] =
      name === CREDIT_PARTS.allowDerivatives
        ? { type: 'string', enum: ['true', 'false'], description: part.description }
        : name === CREDIT_PARTS.basedOnLiveryId
          ? { type: 'string', pattern: '^[0-9]{1,10}$', description: part.description }
          : part;
  }
  return parts;
}

const screenshotMb = LIMITS.screenshotBytesMax / MiB;
const SHARED_FILES: Record<string, JsonSchema> = {
  [UPLOAD_PARTS.liveryFile]: binary(
    `The livery zip: exactly customskin.tga and customskin_region.tga, at most ${LIMITS.liveryZipBytesMax / MiB} MiB, each entry at most ${LIMITS.tgaEntryBytesMax / MiB} MiB uncompressed.`,
    'application/zip',
  ),
  [UPLOAD_PARTS.texturePreview]: binary(
    `Optional, sent with RegionOverlay: customskin.tga scaled to 1024², WebP, at most ${screenshotMb} MiB.`,
    'image/webp',
  ),
  [UPLOAD_PARTS.regionOverlay]: binary(
    `Optional, sent with TexturePreview: customskin_region.tga scaled the same, WebP, at most ${screenshotMb} MiB.`,
    'image/webp',
  ),
  [UPLOAD_PARTS.regionShares]: {
    ...jsonOf(RegionSharesSchema),
    description:
      'Optional JSON: the region map’s colour shares in percent as the client counted them; checked against the server’s count.',
  },
};

const screenshots = (minItems: number): JsonSchema => ({
  type: 'array',
  minItems,
  maxItems: LIMITS.screenshotsMax,
  items: binary(`JPEG, PNG or WebP, at most ${screenshotMb} MiB each.`, 'image/*'),
  description: `One part per screenshot, the first is the primary one (${minItems}–${LIMITS.screenshotsMax}).`,
});

/** POST /api/liveries */
export const LIVERY_UPLOAD_BODY: JsonSchema = {
  type: 'object',
  required: [
    UPLOAD_PARTS.title,
    UPLOAD_PARTS.carClassName,
    UPLOAD_PARTS.carModelName,
    UPLOAD_PARTS.liveryFile,
    UPLOAD_PARTS.screenshots,
  ],
  properties: {
    [UPLOAD_PARTS.title]: details.title,
    [UPLOAD_PARTS.carClassName]: details.carClassName,
    [UPLOAD_PARTS.carModelName]: details.carModelName,
    [UPLOAD_PARTS.description]: { type: 'string', maxLength: LIMITS.descriptionMax },
    [UPLOAD_PARTS.tagIds]: { ...details.tagIds, default: undefined, description: 'One part per tag id.' },
    ...SHARED_FILES,
    [UPLOAD_PARTS.screenshots]: screenshots(1),
    ...regionParts(),
    ...creditParts(),
  },
  description:
    'Region parts: one RegionName and Material per region the region map holds (all five when RegionShares is not sent), with the style fields of that material only.',
};

/** POST /api/liveries/{id}/versions */
export const LIVERY_VERSION_BODY: JsonSchema = {
  type: 'object',
  required: [VERSION_PARTS.changelog, UPLOAD_PARTS.liveryFile],
  properties: {
    [VERSION_PARTS.changelog]: { type: 'string', minLength: 1, maxLength: VERSION_LIMITS.changelogMax },
    ...SHARED_FILES,
    [UPLOAD_PARTS.screenshots]: {
      ...screenshots(0),
      description: 'Optional: 1–5 screenshots replacing the gallery; none keeps it.',
    },
    ...regionParts(),
  },
  description: 'Region parts only when the new region map needs other materials; left out, the livery keeps its own.',
};

/** How each part is sent (`encoding` of the request body): files keep their type, RegionShares is JSON. */
export function partEncoding(body: JsonSchema): Record<string, { contentType: string }> {
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, schema] of Object.entries(body.properties as Record<string, JsonSchema>)) {
    const file = (schema.items as JsonSchema | undefined) ?? schema;
    if (file.format === 'binary') encoding[name] = { contentType: String(file.contentMediaType) };
  }
  encoding[UPLOAD_PARTS.regionShares] = { contentType: 'application/json' };
  return encoding;
}
