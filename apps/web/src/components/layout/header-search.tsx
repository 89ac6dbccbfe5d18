import { clsx } from 'clsx';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { SearchIcon } from '@/components/ui/icons';

/** Header search: Enter goes to Browse with the term; Escape clears. Live results arrive with the search issue. */
export function HeaderSearch({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = term.trim();
    if (!search) return;
    onSearch?.();
    navigate({ pathname: paths.browseLiveries.path, search: `?${createSearchParams({ search })}` });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && term) {
      event.stopPropagation();
      setTerm('');
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older Safari and to jsdom; the role works everywhere.
    <form role="search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search liveries
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={onKeyDown}
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
    </form>
  );
}
