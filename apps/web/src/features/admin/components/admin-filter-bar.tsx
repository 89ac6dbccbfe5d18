import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons/common-icons';
import { ResetIcon } from '@/components/ui/icons/livery-icons';
import { Select } from '@/components/ui/select';

interface AdminFilterBarProps {
  /** The filter controls, each usually a `FilterField`. */
  children: ReactNode;
  onClear: () => void;
  clearDisabled?: boolean;
  /** 'Clear Filters' unless the spec names it otherwise (Liveries and Reports say 'Clear All'). */
  clearLabel?: string;
}

/** The panel that holds an admin list's filters, with the Clear button at the end. */
export function AdminFilterBar({
  children,
  onClear,
  clearDisabled,
  clearLabel = 'Clear Filters',
}: AdminFilterBarProps) {
  return (
    <section
      aria-label="Filters"
      className="relative overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5"
    >
      <div aria-hidden="true" className="racing-stripe absolute inset-x-0 top-0 h-0.5 opacity-80" />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] lg:items-end">
        {children}
        <Button
          variant="ghost"
          onClick={onClear}
          disabled={clearDisabled}
          className="self-end border border-carbon-600 sm:col-span-2 lg:col-span-1"
        >
          <ResetIcon /> {clearLabel}
        </Button>
      </div>
    </section>
  );
}

/** Classes of a filter's text, number and date inputs, matching the Select. */
export const filterInputClasses =
  'h-10 w-full rounded-md border border-carbon-600 bg-carbon-850 px-3 text-sm text-ink-50 transition-colors placeholder:text-ink-500 hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40 [color-scheme:dark]';

/** A labelled filter control. */
export function FilterField({
  id,
  label,
  children,
  className,
}: {
  id: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold tracking-wide text-ink-300 uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled search box with the magnifier icon. */
export function SearchFilter({
  id,
  label = 'Search',
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={`${filterInputClasses} pl-9`}
        />
      </div>
    </FilterField>
  );
}

/** A labelled select over fixed options; '' is the "All" value. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  disabled?: boolean;
}) {
  return (
    <FilterField id={id} label={label}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as V)} disabled={disabled}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}
