import type { RegionShares } from '@paddock/contract';
import type { RegionValue } from '../lib/region-values';
import type { PreviewState } from '../use-flat-preview';
import { RegionSharesSummary } from './region-shares-summary';
import { RegionSpecMapping } from './region-spec-mapping';

interface VersionRegionsStepProps {
  id: string;
  regions: RegionValue[];
  onChange: (regions: RegionValue[]) => void;
  /** The new region map's count, while it is read and once it is. */
  overlay: PreviewState;
  shares: RegionShares | null;
  error?: string;
  disabled: boolean;
}

/**
 * The materials of a new version (issue 34 §2): the new region map's colour shares, as the upload
 * form shows them, then each region's material, prefilled from the current version. A colour the
 * new map lacks is greyed out and not sent.
 */
export function VersionRegionsStep({
  id,
  regions,
  onChange,
  overlay,
  shares,
  error,
  disabled,
}: VersionRegionsStepProps) {
  return (
    <section aria-labelledby={`${id}-regions-title`} className="grid gap-3">
      <div>
        <h3 id={`${id}-regions-title`} className="font-display text-lg font-bold tracking-wide uppercase">
          Region materials
        </h3>
        <p className="text-xs text-ink-400">
          Prefilled from the current version. Change them when the new region map's colours changed.
        </p>
      </div>
      <RegionSharesSummary state={overlay} />
      <RegionSpecMapping
        value={regions}
        onChange={onChange}
        disabled={disabled}
        error={error}
        errorId={`${id}-regions-error`}
        shares={shares}
      />
      {error && (
        <p id={`${id}-regions-error`} role="alert" className="text-sm text-race-300">
          {error}
        </p>
      )}
    </section>
  );
}
