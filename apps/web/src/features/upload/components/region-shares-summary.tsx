import { REGION_COLORS, REGION_MAP_MESSAGES, REGION_MAP_RULES, REGIONS, regionsInMap } from '@paddock/contract';
import { clsx } from 'clsx';
import type { PreviewState } from '../use-flat-preview';

/**
 * What the browser counted in the region map, before anything is sent (issue 18): the share of
 * each region colour and of pixels that are none of them, a warning above 2 % unrecognised, and
 * the refusal when none of the five colours is there.
 */
export function RegionSharesSummary({ state }: { state: PreviewState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'working') {
    return (
      <p role="status" className="text-sm text-ink-400">
        Reading the region map…
      </p>
    );
  }
  if (state.status === 'failed' || !state.shares) {
    return (
      <p role="status" className="text-sm text-ink-500">
        This browser could not read the region map's colours; the server checks them when you upload.
      </p>
    );
  }
  const { shares } = state;
  const none = regionsInMap(shares).length === 0;
  const warn = !none && shares.unrecognised > REGION_MAP_RULES.warnUnrecognisedAbovePercent;
  return (
    <div role="status" aria-label="Region map colours" className="grid gap-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
        {REGIONS.map((region) => (
          <li key={region} className={clsx('flex items-center gap-1.5', shares[region] === 0 && 'text-ink-500')}>
            <span
              aria-hidden="true"
              className="size-3 rounded-sm border border-white/20"
              style={{ backgroundColor: REGION_COLORS[region] }}
            />
            {region}: <span className="font-mono tabular-nums">{shares[region]} %</span>
          </li>
        ))}
        <li className={clsx(warn || none ? 'text-signal-300' : 'text-ink-400')}>
          unrecognised: <span className="font-mono tabular-nums">{shares.unrecognised} %</span>
        </li>
      </ul>
      {none && (
        <p role="alert" className="text-sm text-race-300">
          {REGION_MAP_MESSAGES.noRegionColours}
        </p>
      )}
      {warn && (
        <p className="text-sm text-signal-300">{REGION_MAP_MESSAGES.unrecognisedWarning(shares.unrecognised)}</p>
      )}
    </div>
  );
}
