import { LIMITS, TIMINGS } from '@paddock/contract';
import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createSearchParams, Link, useNavigate } from 'react-router';
import { carClassColor } from '@/components/ui/class-badge';
import { SearchIcon } from '@/components/ui/icons/common-icons';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath } from '@/config/livery-path';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLiverySearch } from '../api/search-liveries';

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
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, TIMINGS.headerSearchDebounceMs);
  const search = useLiverySearch(debounced);
  const results = (search.isError ? [] : (search.data ?? [])).slice(0, LIMITS.headerSearchResults);
  const settled = debounced.length > 0 && search.isSuccess && !search.isPlaceholderData;

  // Results only for a live term; a failed search shows nothing at all.
  const showPanel = open && trimmed.length > 0 && debounced.length > 0 && !search.isError;
  const showList = showPanel && results.length > 0;
  const active = showList && activeIndex >= 0 && activeIndex < results.length ? activeIndex : -1;

  // A new result set starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new search term only.
  useEffect(() => setActiveIndex(-1), [debounced]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Clicking anywhere else closes the results.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

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

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    setOpen(true);
  };

  const onBlur = () => {
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(close, TIMINGS.searchBlurDelayMs);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and to jsdom; the role works everywhere.
    <form ref={rootRef} role="search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search liveries
      </label>
      <input
        id={inputId}
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

      <div
        className={clsx(
          'absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-lg border border-carbon-600 bg-carbon-900/98 shadow-[0_24px_48px_-16px_rgb(0_0_0/0.9)] backdrop-blur-md nav:w-[min(26rem,calc(100vw-2rem))] nav:left-auto',
          !showPanel && 'hidden',
        )}
      >
        <div id={listboxId} role="listbox" aria-label="Matching liveries">
          {showList &&
            results.map((livery, index) => (
              <Link
                key={livery.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                to={liveryDetailPath(livery.id, livery.title)}
                // Keep focus in the box so the blur timer does not race the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={(event) => {
                  event.preventDefault();
                  goToLivery(index);
                }}
                className={clsx(
                  'flex items-center gap-3 border-l-2 px-3 py-2.5 text-left transition-colors',
                  index === active ? 'border-race-500 bg-carbon-700/80' : 'border-transparent hover:bg-carbon-800',
                )}
              >
                <LiveryImage
                  src={livery.primaryScreenshotUrl}
                  width={64}
                  height={36}
                  className="h-9 w-16 shrink-0 rounded object-cover ring-1 ring-carbon-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink-50">{livery.title}</span>
                  <span className="flex items-center gap-1.5 truncate text-xs text-ink-400">
                    <span
                      aria-hidden="true"
                      className="h-2.5 w-1 shrink-0 -skew-x-12 rounded-[1px]"
                      style={{ backgroundColor: carClassColor(livery.carClassName) }}
                    />
                    <span className="truncate">
                      {livery.authorUsername || 'Unknown Artist'} · {livery.carModelName}
                    </span>
                  </span>
                </span>
              </Link>
            ))}
        </div>
        {showPanel && results.length === 0 && (
          <p role="status" className="px-4 py-3 text-sm text-ink-400">
            {settled ? (
              <>
                No liveries found for “<span className="text-ink-200">{debounced}</span>”.
              </>
            ) : (
              'Searching…'
            )}
          </p>
        )}
        {showList && (
          <button
            type="submit"
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActiveIndex(-1)}
            className="flex w-full items-center justify-between border-t border-carbon-700 px-4 py-2.5 text-xs font-semibold tracking-wide text-race-400 uppercase hover:bg-carbon-800"
          >
            See all results for “{trimmed}” <span aria-hidden="true">↵</span>
          </button>
        )}
      </div>
    </form>
  );
}
