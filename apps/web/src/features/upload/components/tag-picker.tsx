import type { Tag } from '@paddock/contract';
import { clsx } from 'clsx';
import { CheckIcon } from './icons';

interface TagPickerProps {
  tags: readonly Tag[] | undefined;
  loading?: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  error?: string;
}

/** Optional tags as toggle chips (checkboxes underneath, so each is a labelled control). */
export function TagPicker({ tags, loading, value, onChange, disabled, error }: TagPickerProps) {
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  return (
    <fieldset disabled={disabled} aria-describedby={error ? 'tagIds-error' : undefined} className="min-w-0">
      <legend className="sr-only">Tags</legend>
      {loading ? (
        <p className="text-sm text-ink-400">Loading tags…</p>
      ) : !tags || tags.length === 0 ? (
        <p className="text-sm text-ink-400">No tags available.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {tags.map((tag) => {
            const checked = value.includes(tag.id);
            return (
              <label key={tag.id} className="cursor-pointer has-[:disabled]:cursor-not-allowed">
                <input type="checkbox" checked={checked} onChange={() => toggle(tag.id)} className="peer sr-only" />
                <span
                  className={clsx(
                    'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors select-none',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-signal-400 peer-disabled:opacity-50',
                    checked
                      ? 'border-pit-400/70 bg-pit-400/15 text-ink-50'
                      : 'border-carbon-600 bg-carbon-900/60 text-ink-300 hover:border-carbon-500 hover:text-ink-50',
                  )}
                >
                  {checked && <CheckIcon className="size-3.5 text-pit-300" />}
                  {tag.name}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id="tagIds-error" role="alert" className="mt-2 text-sm text-race-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
