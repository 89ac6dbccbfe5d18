import { CREDIT_TEXT } from '@paddock/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FieldLabel, flatInputClasses } from '@/components/ui/form/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { isApiError } from '@/lib/api-client';
import { useLivery } from '@/lib/queries/livery';
import { useLiverySearch } from '../api/search-liveries';
import { liveryIdFromLink, type OriginalChoice } from '../lib/credit-values';

interface OriginalPickerProps {
  value: OriginalChoice | null;
  onChange: (choice: OriginalChoice | null) => void;
  error?: string;
  /** The livery being edited: never offered as its own original. */
  excludeId?: number;
  disabled?: boolean;
}

/**
 * Picks the Paddock livery a livery is based on: paste its page's link (read at once) or type part
 * of its title (the site's search, a few results as buttons). Once chosen it shows as one line
 * with a Change button.
 */
export function OriginalPicker({ value, onChange, error, excludeId, disabled }: OriginalPickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const linkedId = liveryIdFromLink(text, window.location.origin);
  const term = useDebouncedValue(linkedId ? '' : text.trim(), 300);
  const search = useLiverySearch(value ? '' : term);
  const linked = useLivery(value ? null : linkedId);

  // A pasted link that names a livery chooses it as soon as it is read.
  useEffect(() => {
    if (!linked.data || linked.data.id !== linkedId || linked.data.id === excludeId) return;
    onChange({ id: linked.data.id, title: linked.data.title, authorName: linked.data.uploader?.username ?? null });
    setText('');
  }, [linked.data, linkedId, excludeId, onChange]);

  if (value) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-carbon-600 bg-carbon-900/60 px-3.5 py-2.5">
        <p className="min-w-0 text-sm text-ink-50">
          <span className="text-ink-400">{CREDIT_TEXT.basedOnLabel}: </span>
          <span className="font-semibold break-words">{CREDIT_TEXT.chosen(value.title, value.authorName)}</span>
        </p>
        <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={() => onChange(null)}>
          {CREDIT_TEXT.change}
        </Button>
      </div>
    );
  }

  const items = (search.data?.items ?? []).filter((item) => item.id !== excludeId);
  let status = '';
  if (linkedId) {
    if (linked.isPending) status = CREDIT_TEXT.linkLoading;
    else if (linked.isError)
      status = isApiError(linked.error, 404) ? CREDIT_TEXT.linkNotFound : CREDIT_TEXT.searchFailed;
  } else if (term.length >= 2) {
    if (search.isError) status = CREDIT_TEXT.searchFailed;
    else if (search.isFetching && items.length === 0) status = CREDIT_TEXT.searching;
    else if (search.isSuccess && items.length === 0) status = CREDIT_TEXT.noMatch(term);
  }

  return (
    <div>
      <FieldLabel htmlFor={inputId}>{CREDIT_TEXT.pasteOrSearch}</FieldLabel>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={text}
        disabled={disabled}
        placeholder="https://…/livery/42/…  or  Gulf 917"
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={flatInputClasses('h-11 text-base sm:text-sm')}
      />
      <FieldError id={`${inputId}-error`} message={error} />
      <p role="status" className="mt-1.5 min-h-5 text-xs text-ink-400">
        {status}
      </p>
      {!linkedId && term.length >= 2 && items.length > 0 && (
        <ul aria-label={CREDIT_TEXT.results} className="mt-1 grid gap-1.5">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  onChange({ id: item.id, title: item.title, authorName: item.authorUsername });
                  setText('');
                }}
                className="flex w-full flex-col items-start gap-0.5 rounded-md border border-carbon-600 bg-carbon-900/60 px-3 py-2 text-left transition-colors hover:border-carbon-500 hover:bg-carbon-800 focus-visible:outline-2 focus-visible:outline-signal-400"
              >
                <span className="text-sm font-semibold break-words text-ink-50">{item.title}</span>
                <span className="text-xs text-ink-400">
                  {item.authorUsername ? `by ${item.authorUsername} · ` : ''}
                  {item.carModelName}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
