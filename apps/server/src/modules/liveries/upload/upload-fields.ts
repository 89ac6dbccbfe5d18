import { ALL_STYLE_FIELDS, type LiveryDetailsInput, LiveryDetailsInputSchema } from '@paddock/contract';
import { AppError } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/validation';

const SCALAR_FIELDS: Record<string, keyof LiveryDetailsInput> = {
  Title: 'title',
  CarClassName: 'carClassName',
  CarModelName: 'carModelName',
  Description: 'description',
};

const REGION_FIELD = /^RegionConfigurations\[(\d)\]\.([A-Za-z_]+)$/;
const REGION_PROPS = new Set([
  'RegionName',
  'Material',
  ...ALL_STYLE_FIELDS.map((f) => f[0]?.toUpperCase() + f.slice(1)),
]);

/**
 * Turns the multipart text fields (spec part names, PascalCase) into the shared input shape and
 * validates it. Unknown fields are refused, so nothing like `UploaderId` or `DownloadCount` can
 * slip in.
 */
export function parseUploadFields(fields: Map<string, string[]>): LiveryDetailsInput {
  const input: Record<string, unknown> = {};
  const regions: Record<string, string>[] = [];
  const tagIds: number[] = [];

  for (const [name, values] of fields) {
    if (name === 'TagIds') {
      for (const value of values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean)) {
        tagIds.push(/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN);
      }
      continue;
    }
    if (values.length > 1)
      throw AppError.badRequest(`The field "${name.slice(0, 60)}" was sent more than once.`, 'DUPLICATE_FIELD');
    const value = values[0] ?? '';
    const scalar = SCALAR_FIELDS[name];
    if (scalar) {
      input[scalar] = value;
      continue;
    }
    const region = REGION_FIELD.exec(name);
    if (region?.[1] && region[2] && REGION_PROPS.has(region[2])) {
      const index = Number(region[1]);
      const prop = region[2][0]?.toLowerCase() + region[2].slice(1);
      regions[index] ??= {};
      if (value !== '') (regions[index] as Record<string, string>)[prop] = value;
      continue;
    }
    throw AppError.badRequest(`Unknown field "${name.slice(0, 60)}".`, 'UNKNOWN_FIELD');
  }

  input.tagIds = tagIds;
  input.regionConfigurations = regions.filter(Boolean);
  return parseOrThrow(LiveryDetailsInputSchema, input);
}
