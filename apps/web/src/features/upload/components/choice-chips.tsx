import { clsx } from 'clsx';

interface ChoiceChipsProps {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  format?: (value: string) => string;
  disabled?: boolean;
  invalid?: boolean;
  size?: 'md' | 'sm';
  /** Hides the legend visually (it stays for screen readers). */
  hideLegend?: boolean;
}

/** A radio group drawn as chips: every option in view, one tap to choose, arrow keys to move. */
export function ChoiceChips({
  name,
  legend,
  options,
  value,
  onChange,
  format = (v) => v,
  disabled,
  invalid,
  size = 'md',
  hideLegend,
}: ChoiceChipsProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend
        className={clsx(hideLegend ? 'sr-only' : 'mb-1.5 text-xs font-semibold tracking-wider text-ink-400 uppercase')}
      >
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="relative cursor-pointer has-[:disabled]:cursor-not-allowed">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={invalid || undefined}
              className="peer sr-only"
            />
            <span
              className={clsx(
                'inline-flex items-center rounded-md border font-medium whitespace-nowrap transition-colors select-none',
                size === 'md' ? 'h-9 px-3.5 text-sm' : 'h-8 px-3 text-[0.8rem]',
                'border-carbon-600 bg-carbon-900/70 text-ink-300 hover:border-carbon-500 hover:text-ink-50',
                'peer-checked:border-race-500 peer-checked:bg-race-500/15 peer-checked:text-ink-50 peer-checked:shadow-[inset_0_0_0_1px_var(--color-race-500)]',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-signal-400',
                'peer-disabled:opacity-50',
                invalid && 'border-race-500/60',
              )}
            >
              {format(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
