import type { SortKey } from '@paddock/contract';

/**
 * Browse's sort (spec member-site §2, §4; issue 38 §4). Without a search the default is uploadDate
 * descending, as the spec says; with one it is Best match (relevance), which only exists with a
 * search and has one direction (best first). The address leaves the default out, so with a search
 * it is `sortBy=uploadDate` that gets written, and `sortBy=relevance` never is.
 */

/** Sort buttons in display order; Best match comes first, shown only with a search. */
export const SORT_OPTIONS: readonly { key: SortKey; label: string }[] = [
  { key: 'relevance', label: 'Best match' },
  { key: 'uploadDate', label: 'Date' },
  { key: 'downloadCount', label: 'Downloads' },
  { key: 'favoriteCount', label: 'Favorites' },
  { key: 'rating', label: 'Top rated' },
  { key: 'title', label: 'Title' },
  { key: 'author', label: 'Author' },
];

/** The sort buttons to show: Best match only with a search term. */
export function sortOptionsFor(search: string): readonly { key: SortKey; label: string }[] {
  return search ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option.key !== 'relevance');
}

/** The sort used (and left out of the address) when none is chosen. */
export function defaultSortFor(search: string): SortKey {
  return search ? 'relevance' : 'uploadDate';
}

/** Best match always puts the best first: it has no ascending order to flip to. */
export function hasDirection(key: SortKey): boolean {
  return key !== 'relevance';
}

/** The sort as used: Best match needs a search (else newest first) and is always best first. */
export function usableSort(
  sortBy: SortKey,
  descending: boolean,
  search: string,
): { sortBy: SortKey; descending: boolean } {
  const key = sortBy === 'relevance' && !search ? 'uploadDate' : sortBy;
  return { sortBy: key, descending: hasDirection(key) ? descending : true };
}

/**
 * The sort once the search changes from `before` to `after`: a default sort follows the new default
 * (typing a search brings Best match, clearing it goes back to newest first); a chosen one stays.
 * Best match without a search is no sort, so it falls back to the default too.
 */
export function sortAfterSearch(
  sort: { sortBy: SortKey; descending: boolean },
  before: string,
  after: string,
): { sortBy: SortKey; descending: boolean } {
  const wasDefault = sort.sortBy === defaultSortFor(before) && sort.descending;
  if (wasDefault || (sort.sortBy === 'relevance' && !after)) return { sortBy: defaultSortFor(after), descending: true };
  return { sortBy: sort.sortBy, descending: sort.descending };
}
