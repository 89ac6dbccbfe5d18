import type { Material } from '@paddock/contract';
import { clsx } from 'clsx';
import { MATERIAL_OPTIONS, toggledMaterials } from '../lib/browse-filters';
import { FILTER_LABEL_CLASS } from './filter-select';

interface MaterialFacetProps {
  selected: readonly Material[];
  onChange: (materials: Material[]) => void;
  disabled: boolean;
}

const CHIP_CLASS = clsx(
  'inline-flex h-8 items-center rounded-full border px-3 text-sm font-semibold transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-60',
);
const chipState = (on: boolean) =>
  on
    ? 'border-race-500 bg-race-500/15 text-ink-50'
    : 'border-carbon-600 bg-carbon-850 text-ink-300 hover:border-carbon-500 hover:text-ink-50';

/**
 * "Has material" (issue 18 §2): liveries with any of the chosen materials in a region their map
 * really paints. Chips toggle; "Any" clears the facet, as "All Tags" does for the tag.
 */
export function MaterialFacet({ selected, onChange, disabled }: MaterialFacetProps) {
  return (
    <fieldset className="min-w-0">
      <legend className={FILTER_LABEL_CLASS}>Material</legend>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={selected.length === 0}
          disabled={disabled}
          onClick={() => onChange([])}
          className={clsx(CHIP_CLASS, chipState(selected.length === 0))}
        >
          Any
        </button>
        {MATERIAL_OPTIONS.map(({ material, label }) => {
          const on = selected.includes(material);
          return (
            <button
              key={material}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(toggledMaterials(selected, material))}
              className={clsx(CHIP_CLASS, chipState(on))}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
