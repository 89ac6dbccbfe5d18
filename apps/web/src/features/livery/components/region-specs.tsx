import {
  compareRegions,
  materialLabel,
  REGION_COLORS,
  type RegionConfiguration,
  type RegionName,
} from '@paddock/contract';
import { displayColor } from '../lib/color-display';
import { humanize } from '../lib/livery-meta';

type Field = keyof RegionConfiguration;

/** The style fields worth showing, in reading order; each material fills only its own. */
const DETAIL_FIELDS: readonly { field: Field; label: string; color?: boolean }[] = [
  { field: 'metallicFlake_Style', label: 'Style' },
  { field: 'metallicFlake_FlakeStrength', label: 'Flake strength' },
  { field: 'metallicFlake_FlakeColorRGB', label: 'Flake colour', color: true },
  { field: 'metallicPaint_Style', label: 'Style' },
  { field: 'metallicPaint_FlakeStrength', label: 'Flake strength' },
  { field: 'metallicPaint_FlakeColorRGB', label: 'Flake colour', color: true },
  { field: 'wrap_Style', label: 'Style' },
  { field: 'sticker_Style', label: 'Style' },
  { field: 'chrome_Style', label: 'Style' },
];

function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3.5 shrink-0 rounded-[3px] ring-1 ring-white/25"
      style={{ backgroundColor: color }}
    />
  );
}

function RegionRow({ config }: { config: RegionConfiguration }) {
  const regionColor = REGION_COLORS[config.regionName as RegionName] ?? 'transparent';
  const details = DETAIL_FIELDS.filter(({ field }) => config[field] != null && config[field] !== '');
  return (
    <li className="rounded-lg border border-carbon-700 bg-carbon-900/60 p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2.5 font-semibold">
          <span
            aria-hidden="true"
            className="h-5 w-2 -skew-x-12 rounded-[2px] ring-1 ring-white/20"
            style={{ backgroundColor: regionColor }}
          />
          {config.regionName}
        </span>
        <span className="rounded-sm bg-carbon-700 px-2 py-0.5 text-xs font-semibold tracking-wide text-ink-200">
          {materialLabel(config.material)}
        </span>
      </div>
      {config.material === 'Carbon' ? (
        <p className="mt-2 pl-[1.125rem] text-xs text-ink-400">Fixed default finish</p>
      ) : (
        details.length > 0 && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pl-[1.125rem] text-xs">
            {details.map(({ field, label, color }) => {
              const value = String(config[field]);
              const shown = color ? displayColor(value) : null;
              return (
                <div key={field} className="contents">
                  <dt className="text-ink-400">{label}</dt>
                  <dd className="flex items-center gap-2 text-ink-50">
                    {shown ? (
                      <>
                        <Swatch color={shown.css} />
                        <span className="font-mono tabular-nums">{shown.text}</span>
                      </>
                    ) : (
                      humanize(value)
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )
      )}
    </li>
  );
}

/** Region Specifications: the material of each paint region, Black to White. */
export function RegionSpecs({ configurations }: { configurations: readonly RegionConfiguration[] }) {
  const sorted = [...configurations].sort((a, b) => compareRegions(a.regionName, b.regionName));
  if (sorted.length === 0) return <p className="text-sm text-ink-400">No region specifications provided.</p>;
  return (
    <ul className="space-y-2">
      {sorted.map((config) => (
        <RegionRow key={config.regionName} config={config} />
      ))}
    </ul>
  );
}
