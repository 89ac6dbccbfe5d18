import { LIMITS, TIMINGS } from '@paddock/contract';
import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons/common-icons';
import { liveryDetailPath } from '@/config/livery-path';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLiverySearch } from '../api/search-liveries';
import { SearchResultsPanel } from './search-results-panel';
import { useSearchPopup } from './use-search-popup';

interface SearchBoxProps {
  className?: string;
  /** Called after the box sends the visitor somewhere (the mobile menu closes itself). */
  onSearch?: () => void;
}

/**
 * The header's live search: a combobox that shows up to five matches as you type (debounced),
 * Enter for the full results on Browse, Escape to clear, arrow keys to pick a match.
 */
export function SearchBox({ className, onSearch }: SearchBoxProps) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const { open, setOpen, activeIndex, setActiveIndex, close, onFocus, onBlur } = useSearchPopup(rootRef);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, TIMINGS.headerSearchDebounceMs);
  const search = useLiverySearch(debounced);
  const results = (search.isError ? [] : (search.data?.items ?? [])).slice(0, LIMITS.headerSearchResults);
  const settled = debounced.length > 0 && search.isSuccess && !search.isPlaceholderData;
  const inputRef = useRef<HTMLInputElement>(null);

  // Results only for a live term; a failed search shows nothing at all.
  const showPanel = open && trimmed.length > 0 && debounced.length > 0 && !search.isError;
  const showList = showPanel && results.length > 0;
  const active = showList && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;

  // A new result set starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new search term only.
  useEffect(() => setActiveIndex(-1), [debounced]);

  const goToLivery = (index: number) => {
    const livery = results[index];
    if (!livery) return;
    close();
    setTerm('');
    onSearch?.();
    navigate(liveryDetailPath(livery.id, livery.title));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active >= 0) {
      goToLivery(active);
      return;
    }
    if (!trimmed) return;
    close();
    onSearch?.();
    navigate({ pathname: paths.browseLiveries.path, search: `?${createSearchParams({ search: trimmed })}` });
  };

  // "Did you mean": fills the box with the suggestion, whose results then load as if typed.
  const pickSuggestion = (suggestion: string) => {
    setTerm(suggestion);
    setOpen(true);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Escape':
        if (!term && !open) return;
        event.preventDefault();
        event.stopPropagation();
        setTerm('');
        close();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0 || !trimmed) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current < 0) return step > 0 ? 0 : results.length - 1;
          return (current + step + results.length) % results.length;
        });
        return;
      }
      default:
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and to jsdom; the role works everywhere.
    <form ref={rootRef} role="search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search liveries
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        placeholder="Search liveries…"
        autoComplete="off"
        enterKeyHint="search"
        className={clsx(
          'peer h-10 w-full rounded-md border border-carbon-600 bg-carbon-850/80 pr-10 pl-3.5 text-sm text-ink-50',
          'placeholder:text-ink-500 transition-colors hover:border-carbon-500',
          'focus:border-race-500 focus:bg-carbon-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40',
          '[&::-webkit-search-cancel-button]:appearance-none',
        )}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute inset-y-1 right-1 grid w-8 place-items-center rounded text-ink-400 hover:text-ink-50 peer-focus:text-race-400"
      >
        <SearchIcon className="size-4" />
      </button>

      <SearchResultsPanel
        listboxId={listboxId}
        optionId={optionId}
        results={results}
        highlight={search.data?.search}
        suggestion={settled ? search.data?.search?.suggestion : undefined}
        onSuggestion={pickSuggestion}
        onSuggestionBlur={onBlur}
        active={active}
        showPanel={showPanel}
        showList={showList}
        settled={settled}
        debounced={debounced}
        trimmed={trimmed}
        onPick={goToLivery}
        onHover={setActiveIndex}
      />
    </form>
  );
}
