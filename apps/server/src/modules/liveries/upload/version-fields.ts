import {
  ChangelogSchema,
  type RegionConfigurationInput,
  RegionConfigurationListSchema,
  VERSION_PARTS,
} from '@paddock/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { parseOrThrow } from '../../../lib/validation';
import { collectRegionPart, singleFieldValue } from './upload-fields';

export interface VersionFields {
  changelog: string;
  /** Sent only when the new region map needs other materials; null keeps the livery's. */
  regionConfigurations: RegionConfigurationInput[] | null;
}

const VersionFieldsSchema = z.object({
  changelog: ChangelogSchema,
  regionConfigurations: RegionConfigurationListSchema.nullable(),
});

/**
 * The text parts of a new version (issue 19): Changelog, and optionally the region parts of the
 * upload form. Anything else (a Title, an UploaderId) is refused: a version changes files only.
 */
export function parseVersionFields(fields: Map<string, string[]>): VersionFields {
  let changelog: string | undefined;
  const regions: Record<string, string>[] = [];
  let regionsSent = false;
  for (const [name, values] of fields) {
    const value = singleFieldValue(name, values);
    if (name === VERSION_PARTS.changelog) {
      changelog = value;
      continue;
    }
    if (collectRegionPart(regions, name, value)) {
      regionsSent = true;
      continue;
    }
    throw AppError.badRequest(`Unknown field "${name.slice(0, 60)}".`, 'UNKNOWN_FIELD');
  }
  return parseOrThrow(VersionFieldsSchema, {
    changelog,
    regionConfigurations: regionsSent ? regions.filter(Boolean) : null,
  });
}
