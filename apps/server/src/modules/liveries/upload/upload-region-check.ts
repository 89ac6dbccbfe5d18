import {
  missingMaterialsMessage,
  REGION_MAP_MESSAGES,
  type RegionCounts,
  type RegionName,
  type RegionShares,
  RegionSharesSchema,
  regionSharesOf,
  regionsInMap,
  sharesAgree,
  UPLOAD_PARTS,
} from '@paddock/contract';
import { AppError } from '../../../lib/app-error';
import { singleFieldValue } from './upload-fields';

/** Takes the RegionShares part out of the text fields (the details parser does not know it). */
export function takeSentShares(fields: Map<string, string[]>): RegionShares | null {
  const values = fields.get(UPLOAD_PARTS.regionShares);
  fields.delete(UPLOAD_PARTS.regionShares);
  if (!values) return null;
  const text = singleFieldValue(UPLOAD_PARTS.regionShares, values);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = RegionSharesSchema.safeParse(json);
  if (!parsed.success) throw AppError.badRequest(REGION_MAP_MESSAGES.sharesInvalid, 'INVALID_REGION_SHARES');
  return parsed.data;
}

/**
 * The region check (issue 18 §2) on the server's own count: a map with none of the five colours
 * is refused; figures the browser sent must match within one rounding step; every colour in the
 * map needs a material and a colour absent from it (0 %) cannot have one.
 */
export function checkRegionMap(
  counts: RegionCounts,
  sent: RegionShares | null,
  regions: readonly { regionName: RegionName }[],
): RegionShares {
  const shares = regionSharesOf(counts);
  const present = regionsInMap(shares);
  if (present.length === 0) throw AppError.badRequest(REGION_MAP_MESSAGES.noRegionColours, 'REGION_MAP_NO_REGIONS');
  if (sent && !sharesAgree(sent, shares)) {
    throw AppError.badRequest(REGION_MAP_MESSAGES.sharesDisagree, 'REGION_SHARES_MISMATCH');
  }
  checkRegionCoverage(present, regions);
  return shares;
}

/** Every region in the map has a material, and none outside it has one. */
export function checkRegionCoverage(
  present: readonly RegionName[],
  regions: readonly { regionName: RegionName }[],
): void {
  const configured = new Set(regions.map((r) => r.regionName));
  const absent = regions.find((r) => !present.includes(r.regionName));
  if (absent) throw AppError.badRequest(REGION_MAP_MESSAGES.notInMap(absent.regionName), 'REGION_NOT_IN_MAP');
  const missing = present.filter((region) => !configured.has(region));
  if (missing.length > 0) throw AppError.badRequest(missingMaterialsMessage(missing), 'VALIDATION_FAILED');
}
