import {
  ALL_STYLE_FIELDS,
  type LiveryUploadDetails,
  LiveryUploadDetailsSchema,
  parseRegionPartName,
  UPLOAD_PARTS,
} from '@paddock/contract';
import { AppError } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/validation';

const SCALAR_FIELDS: Record<string, keyof LiveryUploadDetails> = {
  [UPLOAD_PARTS.title]: 'title',
  [UPLOAD_PARTS.carClassName]: 'carClassName',
  [UPLOAD_PARTS.carModelName]: 'carModelName',
  [UPLOAD_PARTS.description]: 'description',
};

const REGION_PROPS = new Set<string>(['regionName', 'material', ...ALL_STYLE_FIELDS]);

/**
 * Turns the multipart text fields (spec part names, PascalCase) into the shared input shape and
 * validates it. Unknown fields are refused, so nothing like `UploaderId` or `DownloadCount` can
 * slip in.
 */
/** The one value of a text part; a part sent twice is refused rather than one copy silently winning. */
export function singleFieldValue(name: string, values: readonly string[]): string {
  if (values.length > 1)
    throw AppError.badRequest(`The field "${name.slice(0, 60)}" was sent more than once.`, 'DUPLICATE_FIELD');
  return values[0] ?? '';
}

/** Files a `RegionConfigurations[i].Field` part into `regions`; false when `name` is not one. */
export function collectRegionPart(regions: Record<string, string>[], name: string, value: string): boolean {
  const region = parseRegionPartName(name);
  if (!region || !REGION_PROPS.has(region.field)) return false;
  regions[region.index] ??= {};
  if (value !== '') (regions[region.index] as Record<string, string>)[region.field] = value;
  return true;
}

export function parseUploadFields(fields: Map<string, string[]>): LiveryUploadDetails {
  const input: Record<string, unknown> = {};
  const regions: Record<string, string>[] = [];
  const tagIds: number[] = [];

  for (const [name, values] of fields) {
    if (name === UPLOAD_PARTS.tagIds) {
      for (const value of values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean)) {
        tagIds.push(/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN);
      }
      continue;
    }
    const value = singleFieldValue(name, values);
    const scalar = SCALAR_FIELDS[name];
    if (scalar) {
      input[scalar] = value;
      continue;
    }
    if (collectRegionPart(regions, name, value)) continue;
    throw AppError.badRequest(`Unknown field "${name.slice(0, 60)}".`, 'UNKNOWN_FIELD');
  }

  input.tagIds = tagIds;
  input.regionConfigurations = regions.filter(Boolean);
  return parseOrThrow(LiveryUploadDetailsSchema, input);
}
