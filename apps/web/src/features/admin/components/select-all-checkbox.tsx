import { clsx } from 'clsx';
import { type InputHTMLAttributes, useEffect, useRef } from 'react';
import type { Selection } from './use-selection';

/** The look of every row checkbox in the admin tables. */
export const checkboxClasses =
  'size-4 cursor-pointer rounded border-carbon-500 bg-carbon-850 accent-race-500 disabled:cursor-not-allowed disabled:opacity-50';

interface SelectAllCheckboxProps {
  allSelected: boolean;
  someSelected: boolean;
  onToggle: () => void;
  /** Accessible name, e.g. 'Select all users on this page'. */
  label: string;
  disabled?: boolean;
}

/** Header checkbox: checked when every row is selected, indeterminate when only some are. */
export function SelectAllCheckbox({ allSelected, someSelected, onToggle, label, disabled }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = someSelected;
  }, [someSelected]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={allSelected}
      onChange={onToggle}
      disabled={disabled}
      className={checkboxClasses}
    />
  );
}

/** A row's checkbox, named after the row it selects. */
export function RowCheckbox({
  label,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string }) {
  return <input type="checkbox" aria-label={label} className={clsx(checkboxClasses, className)} {...props} />;
}

/** The first column of a selectable admin table: the select-all checkbox as its header. */
export function selectionColumn(selection: Selection, label: string, rowCount: number) {
  return {
    id: 'select',
    header: (
      <SelectAllCheckbox
        label={label}
        allSelected={selection.allSelected}
        someSelected={selection.someSelected}
        onToggle={selection.toggleAll}
        disabled={rowCount === 0}
      />
    ),
    className: 'w-10',
  };
}

/** The first cell of a selectable row. */
export function SelectionCell({ selection, id, label }: { selection: Selection; id: number; label: string }) {
  return (
    <td className="px-3 py-3 align-middle">
      <RowCheckbox label={label} checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} />
    </td>
  );
}

/** Row background: tinted when selected. */
export const rowClasses = (selected: boolean) => (selected ? 'bg-race-500/5' : 'hover:bg-carbon-800/50');
