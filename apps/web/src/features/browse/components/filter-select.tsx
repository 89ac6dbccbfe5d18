import { Select } from '@/components/ui/select';
import { filterSlug } from '../lib/browse-filters';

export const FILTER_LABEL_CLASS =
  'mb-1.5 block font-display text-xs font-bold tracking-[0.18em] text-ink-400 uppercase';

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly { id: number; name: string }[] | undefined;
  selected: { name: string } | undefined;
  onChange: (slug: string) => void;
  disabled: boolean;
}

/** One browse dropdown (class, model or tag): the URL carries the name as a lower-case slug. */
export function FilterSelect({ id, label, allLabel, options, selected, onChange, disabled }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className={FILTER_LABEL_CLASS}>
        {label}
      </label>
      <Select
        id={id}
        value={selected ? filterSlug(selected.name) : ''}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      >
        <option value="">{allLabel}</option>
        {options?.map((option) => (
          <option key={option.id} value={filterSlug(option.name)}>
            {option.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
