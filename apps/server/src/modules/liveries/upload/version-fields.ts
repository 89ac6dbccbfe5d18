import {
  ChangelogSchema,
  CREDIT_PARTS,
  LiveryCreditFields,
  type RegionConfigurationInput,
  RegionConfigurationListSchema,
  refineCredit,
  VERSION_PARTS,
} from '@paddock/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/validation';
import { CREDIT_FIELDS, collectRegionPart, singleFieldValue } from './upload-fields';

export interface VersionFields {
  changelog: string;
  /** Sent only when the new region map needs other materials; null keeps the livery's. */
  regionConfigurations: RegionConfigurationInput[] | null;
  /** Issue 36: the original declared from the copy warning, replacing the livery's credit; absent keeps it. */
  basedOnLiveryId?: number | null;
  basedOnNote?: string | null;
}

const VersionFieldsSchema = z
  .object({
    changelog: ChangelogSchema,
    regionConfigurations: RegionConfigurationListSchema.nullable(),
    basedOnLiveryId: LiveryCreditFields.basedOnLiveryId,
    basedOnNote: LiveryCreditFields.basedOnNote,
  })
  .superRefine(refineCredit);

/** The credit a version may declare: a Paddock original and the permission note, as the copy warning offers. */
const VERSION_CREDIT_PARTS = new Set<string>([CREDIT_PARTS.basedOnLiveryId, CREDIT_PARTS.basedOnNote]);

/**
 * The text parts of a new version (issue 19): Changelog, optionally the region parts of the
 * upload form, and optionally basedOnLiveryId + basedOnNote. Anything else (a Title, an
 * UploaderId) is refused: a version changes files, and its credit only as the warning declares it.
 */
export function parseVersionFields(fields: Map<string, string[]>): VersionFields {
  const input: Record<string, unknown> = {};
  const regions: Record<string, string>[] = [];
  let regionsSent = false;
  for (const [name, values] of fields) {
    const value = singleFieldValue(name, values);
    if (name === VERSION_PARTS.changelog) {
      input.changelog = value;
      continue;
    }
    if (VERSION_CREDIT_PARTS.has(name)) {
      input[name] = CREDIT_FIELDS[name]?.(value);
      continue;
    }
    if (collectRegionPart(regions, name, value)) {
      regionsSent = true;
      continue;
    }
    throw AppError.badRequest(`Unknown field "${name.slice(0, 60)}".`, 'UNKNOWN_FIELD');
  }
  input.regionConfigurations = regionsSent ? regions.filter(Boolean) : null;
  return parseOrThrow(VersionFieldsSchema, input);
}
