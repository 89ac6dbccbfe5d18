import { FilterField, filterInputClasses } from './admin-filter-bar';

interface DateRangeFilterProps {
  /** The prefix of the two inputs' ids. */
  id: string;
  labels: { from: string; to: string };
  /** YYYY-MM-DD days, '' when open. */
  from: string;
  to: string;
  onChange: (range: { dateFrom?: string; dateTo?: string }) => void;
}

/** A From / To pair of day inputs for an admin filter bar; each bounds the other's picker. */
export function DateRangeFilter({ id, labels, from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <FilterField id={`${id}-from`} label={labels.from}>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ dateFrom: event.target.value })}
          className={filterInputClasses}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={labels.to}>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ dateTo: event.target.value })}
          className={filterInputClasses}
        />
      </FilterField>
    </>
  );
}
