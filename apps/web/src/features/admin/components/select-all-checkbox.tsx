import { clsx } from 'clsx';
import { type InputHTMLAttributes, useEffect, useRef } from 'react';

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
