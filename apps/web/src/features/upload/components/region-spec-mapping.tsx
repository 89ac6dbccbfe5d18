import {
  type Material,
  materialLabel,
  REGION_COLORS,
  type RegionName,
  type RegionShares,
  type StyleField,
} from '@paddock/contract';
import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';
import {
  humanize,
  isKnownRegion,
  materialsFor,
  type RegionValue,
  styleControlsFor,
  withMaterial,
  withStyle,
} from '../lib/region-values';
import { ChoiceChips } from './choice-chips';
import { FlakeColorField } from './flake-color-field';

interface RegionSpecMappingProps {
  value: readonly RegionValue[];
  onChange: (regions: RegionValue[]) => void;
  disabled?: boolean;
  /** The section's message (missing materials, a bad flake colour…). */
  error?: string;
  errorId?: string;
  /** The region map's colour shares (upload, once counted): a colour at 0 % cannot have a material. */
  shares?: RegionShares | null;
}

function regionColor(name: string): string {
  return REGION_COLORS[name as RegionName] ?? '#6c757d';
}

/**
 * The five paint regions of the region map (spec §2 "Region spec mapping"), in the spec's order:
 * each offers only its allowed materials, then the style controls of the chosen material.
 */
export const RegionSpecMapping = forwardRef<HTMLDivElement, RegionSpecMappingProps>(function RegionSpecMapping(
  { value, onChange, disabled, error, errorId, shares },
  ref,
) {
  const prefix = useId();
  const update = (index: number, region: RegionValue) => onChange(value.map((r, i) => (i === index ? region : r)));
  const showMissing = Boolean(error);

  return (
    <div ref={ref} tabIndex={-1} className="outline-none" aria-describedby={error ? errorId : undefined}>
      <ul className="grid gap-3">
        {value.map((region, index) => {
          const known = isKnownRegion(region.regionName);
          const share = known && shares ? shares[region.regionName as RegionName] : null;
          const absent = share === 0;
          const materials = materialsFor(region.regionName);
          const controls = known ? styleControlsFor(region.material) : [];
          const missing = showMissing && known && !absent && !region.material;
          return (
            <li key={region.regionName}>
              <fieldset
                className={clsx(
                  'relative grid gap-4 rounded-lg border bg-carbon-900/60 p-4 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-5',
                  missing ? 'border-race-500/70' : 'border-carbon-700',
                  absent && 'opacity-50',
                )}
                disabled={absent || undefined}
              >
                <legend className="sr-only">{region.regionName} region</legend>
                <div aria-hidden="true" className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2">
                  <span
                    className="h-9 w-12 shrink-0 rounded-md border border-white/15 shadow-inner sm:h-10 sm:w-full"
                    style={{ backgroundColor: regionColor(region.regionName) }}
                  />
                  <div>
                    <span className="font-display text-lg leading-none font-bold tracking-wide uppercase">
                      {region.regionName}
                    </span>
                    <p className="mt-1 font-mono text-[0.7rem] text-ink-500">
                      {regionColor(region.regionName)}
                      {share !== null && ` · ${share} %`}
                    </p>
                  </div>
                </div>

                {absent ? (
                  <p className="text-sm text-ink-400">
                    Not in your region map (0 %): nothing of the car uses this region, so it takes no material.
                  </p>
                ) : !known ? (
                  <p className="text-sm text-ink-400">
                    Not a region of the game's region map
                    {region.material ? ` (saved as ${materialLabel(region.material)})` : ''}: it is left out when you
                    save.
                  </p>
                ) : (
                  <div className="grid min-w-0 gap-4">
                    <ChoiceChips
                      name={`${prefix}-${region.regionName}-material`}
                      legend="Material"
                      options={materials}
                      value={region.material}
                      format={materialLabel}
                      disabled={disabled}
                      invalid={missing}
                      onChange={(material) => update(index, withMaterial(region, material as Material))}
                    />

                    {region.material === 'Carbon' && (
                      <p className="text-sm text-ink-400">
                        Carbon has no options: the game uses its fixed default finish.
                      </p>
                    )}
                    {!region.material && (
                      <p className={clsx('text-sm', missing ? 'text-race-300' : 'text-ink-500')}>
                        Choose a material for this region.
                      </p>
                    )}

                    {controls.length > 0 && (
                      <div className="flex flex-wrap gap-x-8 gap-y-4 border-t border-carbon-700/80 pt-4">
                        {controls.map((control) =>
                          control.kind === 'colour' ? (
                            <FlakeColorField
                              key={control.field}
                              label={control.label}
                              regionName={region.regionName}
                              value={region[control.field] as string | null}
                              disabled={disabled}
                              onChange={(colour) => update(index, withStyle(region, control.field, colour as never))}
                            />
                          ) : (
                            <ChoiceChips
                              key={control.field}
                              name={`${prefix}-${region.regionName}-${control.field}`}
                              legend={control.label}
                              options={control.options}
                              value={region[control.field as StyleField] as string | null}
                              format={humanize}
                              size="sm"
                              disabled={disabled}
                              onChange={(style) => update(index, withStyle(region, control.field, style as never))}
                            />
                          ),
                        )}
                      </div>
                    )}
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
