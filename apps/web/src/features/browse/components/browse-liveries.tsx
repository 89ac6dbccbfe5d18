import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons/common-icons';
import { ResetIcon } from '@/components/ui/icons/livery-icons';
import type { CardAction } from '@/components/ui/livery-card';
import { useCarClasses, useCarModels, useTags } from '@/lib/queries/catalogue';
import { useBrowseLiveries } from '../api/get-liveries';
import { BROWSE_MESSAGES } from '../browse-messages';
import { findBySlug, hasActiveFilters, toBrowseQuery } from '../lib/browse-filters';
import { useBrowseFilters } from '../lib/use-browse-filters';
import { useSearchText } from '../lib/use-search-text';
import { BrowseResults } from './browse-results';
import { FILTER_LABEL_CLASS, FilterSelect } from './filter-select';
import { MaterialFacet } from './material-facet';
import { SortButtons } from './sort-buttons';

/** 'Explore All Liveries': filters, sort, the card grid and its pages, all kept in the address. */
/** `cardAction`: a control on each card from another feature (Add to collection), given by app/. */
export function BrowseLiveries({ cardAction }: { cardAction?: CardAction } = {}) {
  const { filters, setFilter, toggleSort, clearAll, goToPage, replacePage } = useBrowseFilters();
  const id = useId();

  const classes = useCarClasses();
  const tags = useTags();
  const selectedClass = findBySlug(classes.data, filters.carClass);
  const models = useCarModels(selectedClass?.id);
  const selectedModel = findBySlug(models.data, filters.model);
  const selectedTag = findBySlug(tags.data, filters.tag);

  // The first fetch waits for the filter lists (and a chosen model's list) so the URL's names can become ids.
  const listsSettled = !classes.isPending && !tags.isPending;
  const modelsSettled = !selectedClass || !filters.model || !models.isPending;
  const ready = listsSettled && modelsSettled;
  const query = toBrowseQuery(filters, {
    carClassId: selectedClass?.id,
    carModelId: selectedModel?.id,
    tagId: selectedTag?.id,
  });
  const liveries = useBrowseLiveries(query, { enabled: ready });
  const loading = !ready || liveries.isFetching;

  const [searchText, setSearchText] = useSearchText(filters.search, (search) => setFilter({ search }));
  const searchInput = useRef<HTMLInputElement>(null);
  // "Did you mean": search for it now, and put focus back in the box the suggestion came from.
  const searchSuggestion = (suggestion: string) => {
    setSearchText(suggestion);
    setFilter({ search: suggestion });
    searchInput.current?.focus();
  };

  const totalPages = liveries.data?.totalPages ?? 0;

  // An address past the last page (a bookmark, fewer liveries since) moves to the last page.
  const pastTheEnd = !liveries.isPlaceholderData && totalPages > 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) replacePage(totalPages);
  }, [pastTheEnd, totalPages, replacePage]);

  return (
    <div className="space-y-8">
      <section
        aria-label="Filters"
        className="relative overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 shadow-[0_20px_40px_-30px_rgb(0_0_0/0.9)] sm:p-5"
      >
        <div aria-hidden="true" className="racing-stripe absolute inset-x-0 top-0 h-0.5 opacity-80" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
          <div className="col-span-2 lg:col-span-1">
            <label htmlFor={`${id}-search`} className={FILTER_LABEL_CLASS}>
              Search
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500" />
              <input
                id={`${id}-search`}
                ref={searchInput}
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Title or author..."
                autoComplete="off"
                aria-busy={loading}
                className="h-10 w-full rounded-md border border-carbon-600 bg-carbon-850 pr-3 pl-9 text-sm text-ink-50 transition-colors placeholder:text-ink-500 hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40"
              />
            </div>
          </div>
          <FilterSelect
            id={`${id}-class`}
            label="Class"
            allLabel="All Classes"
            options={classes.data}
            selected={selectedClass}
            onChange={(carClass) => setFilter({ carClass })}
            disabled={loading || !classes.data}
          />
          <FilterSelect
            id={`${id}-model`}
            label="Model"
            allLabel={selectedClass ? 'All Models' : 'Pick a class'}
            options={selectedClass ? models.data : undefined}
            selected={selectedModel}
            onChange={(model) => setFilter({ model })}
            disabled={loading || !selectedClass || !models.data}
          />
          <FilterSelect
            id={`${id}-tag`}
            label="Tag"
            allLabel="All Tags"
            options={tags.data}
            selected={selectedTag}
            onChange={(tag) => setFilter({ tag })}
            disabled={loading || !tags.data}
          />
          <Button
            variant="ghost"
            onClick={() => {
              setSearchText('');
              clearAll();
            }}
            disabled={loading || (!hasActiveFilters(filters) && !searchText)}
            className="self-end border border-carbon-600 lg:self-auto"
          >
            <ResetIcon /> Clear All
          </Button>
        </div>

        <div className="mt-4">
          <MaterialFacet
            selected={filters.materials}
            onChange={(materials) => setFilter({ materials })}
            disabled={loading}
          />
        </div>

        <div className="mt-4 border-t border-carbon-700/80 pt-4">
          <SortButtons
            sortBy={filters.sortBy}
            descending={filters.descending}
            search={filters.search}
            onSort={toggleSort}
            disabled={loading}
          />
        </div>

        {(classes.isError || tags.isError) && (
          <p role="alert" className="mt-4 text-sm text-race-300">
            {BROWSE_MESSAGES.filtersFailed}
          </p>
        )}
        {selectedClass && models.isError && (
          <p role="alert" className="mt-4 text-sm text-race-300">
            {BROWSE_MESSAGES.modelsFailed}
          </p>
        )}
        {loading && (
          <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
            <div className="h-full w-1/3 animate-progress bg-race-500" />
          </div>
        )}
      </section>

      <BrowseResults
        cardAction={cardAction}
        liveries={liveries}
        loading={loading}
        page={filters.page}
        onPageChange={(next) => goToPage(next, totalPages)}
        onSuggestion={searchSuggestion}
      />
    </div>
  );
}
