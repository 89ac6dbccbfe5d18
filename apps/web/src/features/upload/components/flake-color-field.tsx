import { useEffect, useId, useState } from 'react';
import { flatInputClasses } from '@/components/ui/form/field';
import { formatFlakeColor, parseFlakeColor, rgbToHex, toStoredFlakeColor } from '../lib/region-values';

interface FlakeColorFieldProps {
  label: string;
  /** Stored as 'r,g,b' (or whatever was typed, until it is a colour). */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
  /** Which region, for the accessible names. */
  regionName: string;
}

/** What the text box holds, in the stored form: a colour as 'r,g,b', anything else as typed. */
function normalise(text: string): string | null {
  const rgb = parseFlakeColor(text);
  if (rgb) return toStoredFlakeColor(rgb);
  return text.trim() ? text.trim() : null;
}

/**
 * A flake colour: a colour picker and a text box showing 'R, G, B' (spec §2). Typing a hex colour
 * works too; it is stored as 'r,g,b'.
 */
export function FlakeColorField({ label, value, onChange, disabled, regionName }: FlakeColorFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => formatFlakeColor(value));

  // A change from outside (a new material clears the colour, a saved livery fills it) wins.
  useEffect(() => {
    setDraft((current) => (normalise(current) === (value ?? null) ? current : formatFlakeColor(value)));
  }, [value]);

  const rgb = parseFlakeColor(value);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold tracking-wider text-ink-400 uppercase">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span className="relative size-9 shrink-0 overflow-hidden rounded-md border border-carbon-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-signal-400">
          <input
            type="color"
            aria-label={`${regionName} ${label.toLowerCase()} picker`}
            value={rgb ? rgbToHex(rgb) : '#808080'}
            disabled={disabled}
            onChange={(event) => {
              const picked = parseFlakeColor(event.target.value);
              if (!picked) return;
              setDraft(picked.join(', '));
              onChange(toStoredFlakeColor(picked));
            }}
            className="absolute -inset-2 size-[calc(100%+1rem)] cursor-pointer border-0 bg-transparent p-0 disabled:cursor-not-allowed"
          />
          {!rgb && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 bg-[repeating-linear-gradient(45deg,var(--color-carbon-700)_0_4px,var(--color-carbon-800)_4px_8px)]"
            />
          )}
        </span>
        <input
          id={id}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="R, G, B"
          value={draft}
          disabled={disabled}
          aria-label={`${regionName} ${label.toLowerCase()} (R, G, B)`}
          aria-invalid={draft.trim() !== '' && !parseFlakeColor(draft) ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(normalise(event.target.value));
          }}
          onBlur={() => {
            const parsed = parseFlakeColor(draft);
            if (parsed) setDraft(parsed.join(', '));
          }}
          className={flatInputClasses('text-sm h-9 w-36 font-mono tabular-nums')}
        />
      </div>
    </div>
  );
}
