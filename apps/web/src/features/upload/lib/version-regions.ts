import { REGION_MAP_MESSAGES, type RegionConfigurationInput, type RegionShares, regionsInMap } from '@paddock/contract';
import { type RegionValue, toRegionInputs } from './region-values';
import { regionIssues } from './validate';

/** The colours a counted region map holds, or null when the browser could not count them. */
function presentIn(shares: RegionShares | null | undefined) {
  return shares ? regionsInMap(shares) : null;
}

/** Only the regions the new map holds (all when the browser could not count): a colour it lacks takes no material. */
function inMap(regions: readonly RegionValue[], shares: RegionShares | null | undefined): RegionValue[] {
  const present = presentIn(shares);
  return regions.filter((region) => !present || (present as readonly string[]).includes(region.regionName));
}

/**
 * What a new version's region step says before anything is sent (issue 34 §2), the upload
 * form's rules on the new region map's counted colours: none of the five colours, then a material
 * for each colour it holds and the style rules.
 */
export function versionRegionIssues(regions: readonly RegionValue[], shares: RegionShares | null | undefined) {
  if (shares && regionsInMap(shares).length === 0) return [REGION_MAP_MESSAGES.noRegionColours];
  return regionIssues(inMap(regions, shares), shares);
}

/** The materials a new version sends: those of the colours its region map holds. */
export function versionRegionInputs(
  regions: readonly RegionValue[],
  shares: RegionShares | null | undefined,
): RegionConfigurationInput[] {
  return toRegionInputs(inMap(regions, shares));
}
