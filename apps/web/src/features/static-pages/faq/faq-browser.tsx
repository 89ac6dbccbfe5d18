import * as Accordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '@/components/ui/icons/common-icons';
import { EmptyNotice } from '@/components/ui/notice';
import { Blocks, plainText } from '../rich-text';
import { FAQ_CATEGORIES, FAQ_ENTRIES, type FaqCategory, type FaqEntry } from './faq-entries';

export const FAQ_EMPTY_MESSAGE = 'No FAQs found matching your search criteria.';
type CategoryFilter = 'All' | FaqCategory;
const FILTERS: readonly CategoryFilter[] = ['All', ...FAQ_CATEGORIES];

// Each entry's searchable words, worked out once.
const SEARCH_TEXT = new Map(
  FAQ_ENTRIES.map((e) => [e.id, `${e.question} ${plainText(e.answer)} ${e.category}`.toLowerCase()]),
);

/** Every word of the search must appear in the question, the answer or the category. */
export function filterFaq(entries: readonly FaqEntry[], search: string, category: CategoryFilter): FaqEntry[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(
    (e) =>
      (category === 'All' || e.category === category) &&
      terms.every((term) => SEARCH_TEXT.get(e.id)?.includes(term) ?? false),
  );
}

/** The FAQ page body (spec admin-and-pages §2): search, categories and expandable answers. */
export function FaqBrowser() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('All');
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();
  const [open, setOpen] = useState<string[]>([]);

  // A link such as /faq#install-livery opens that answer (and shows it, whatever was filtered).
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!SEARCH_TEXT.has(id)) return;
    setSearch('');
    setCategory('All');
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
  }, [hash]);

  const visible = useMemo(() => filterFaq(FAQ_ENTRIES, deferredSearch, category), [deferredSearch, category]);
  const groups = FAQ_CATEGORIES.map((name) => ({ name, entries: visible.filter((e) => e.category === name) })).filter(
    (g) => g.entries.length > 0,
  );

  const clear = () => {
    setSearch('');
    setCategory('All');
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <label htmlFor={searchId} className="sr-only">
          Search the FAQ
        </label>
        <div className="relative max-w-2xl">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search, e.g. install or password"
            autoComplete="off"
            className="h-12 w-full rounded-lg border border-carbon-600 bg-carbon-850 pr-12 pl-12 text-base text-ink-50 placeholder:text-ink-500 transition-colors hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40 [&::-webkit-search-cancel-button]:hidden"
          />
          {search && (
            <button
              type="button"
              onClick={() => setSearch('')}
              className="absolute top-1/2 right-2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-ink-400 hover:bg-carbon-700 hover:text-ink-50"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">Clear search text</span>
            </button>
          )}
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Category</legend>
          {FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={clsx(
                'h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
                category === name
                  ? 'border-race-500 bg-race-500 text-white'
                  : 'border-carbon-600 bg-carbon-850 text-ink-200 hover:border-ink-400 hover:text-ink-50',
              )}
            >
              {name}
            </button>
          ))}
        </fieldset>
        <p role="status" className="text-sm text-ink-400">
          {visible.length === FAQ_ENTRIES.length
            ? `${visible.length} questions`
            : `${visible.length} of ${FAQ_ENTRIES.length} questions`}
        </p>
      </div>

      {groups.length === 0 ? (
        <EmptyNotice>
          <p className="text-lg font-semibold text-ink-50">{FAQ_EMPTY_MESSAGE}</p>
          <p className="mt-2">Try other words, or ask us directly through the contact form.</p>
          <Button variant="secondary" onClick={clear} className="mt-6">
            Clear Search
          </Button>
        </EmptyNotice>
      ) : (
        groups.map((group) => (
          <section key={group.name} aria-labelledby={`faq-${slug(group.name)}`}>
            <h2 id={`faq-${slug(group.name)}`} className="eyebrow mb-3 text-sm">
              {group.name}
            </h2>
            <Accordion.Root
              type="multiple"
              value={open}
              onValueChange={setOpen}
              className="divide-y divide-carbon-700 overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/70"
            >
              {group.entries.map((entry) => (
                <FaqItem key={entry.id} entry={entry} />
              ))}
            </Accordion.Root>
          </section>
        ))
      )}
    </div>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <Accordion.Item value={entry.id} id={entry.id} className="group scroll-mt-24">
      <Accordion.Header asChild>
        <h3 className="text-pretty">
          <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-sans text-base font-semibold text-ink-50 transition-colors hover:bg-carbon-800 data-[state=open]:bg-carbon-800/60 sm:px-6">
            {entry.question}
            <ChevronDownIcon className="size-5 shrink-0 text-ink-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-race-400" />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="animate-fade-up space-y-3 border-l-2 border-race-500 bg-carbon-800/60 px-5 pt-1 pb-5 text-[0.95rem] leading-relaxed text-ink-200 sm:px-6">
        <Blocks blocks={entry.answer} />
      </Accordion.Content>
    </Accordion.Item>
  );
}

function slug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
