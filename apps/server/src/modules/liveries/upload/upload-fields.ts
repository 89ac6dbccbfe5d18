import {
  ALL_STYLE_FIELDS,
  CREDIT_PARTS,
  type LiveryUploadDetails,
  LiveryUploadFieldsSchema,
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

/**
 * Issue 36's credit parts, text on the wire: the id as digits ('' for none; anything else fails
 * the schema's id check), the switch as true/false (anything else fails its boolean check).
 */
export const CREDIT_FIELDS: Record<string, (value: string) => unknown> = {
  [CREDIT_PARTS.basedOnLiveryId]: (v) => (v.trim() === '' ? null : /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
  [CREDIT_PARTS.basedOnName]: (v) => v,
  [CREDIT_PARTS.basedOnUrl]: (v) => v,
  [CREDIT_PARTS.basedOnNote]: (v) => v,
  [CREDIT_PARTS.allowDerivatives]: (v) => ({ true: true, false: false })[v.trim() as 'true' | 'false'] ?? v,
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
    const credit = CREDIT_FIELDS[name];
    if (credit) {
      input[name] = credit(value);
      continue;
    }
    if (collectRegionPart(regions, name, value)) continue;
    throw AppError.badRequest(`Unknown field "${name.slice(0, 60)}".`, 'UNKNOWN_FIELD');
  }

  input.tagIds = tagIds;
  input.regionConfigurations = regions.filter(Boolean);
  return parseOrThrow(LiveryUploadFieldsSchema, input);
}
