import { describe, expect, it } from 'vitest';
import {
  type BrowseFilters,
  DEFAULT_FILTERS,
  parseBrowseParams,
  toBrowseParams,
  toBrowseQuery,
  withFilter,
  withSort,
} from './browse-filters';
import { sortOptionsFor } from './browse-sort';

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));
const write = (patch: Partial<BrowseFilters>) => toBrowseParams({ ...DEFAULT_FILTERS, ...patch }).toString();
const searched = (query: string) => toBrowseParams(parse(query)).toString();

describe('Best match (issue 38 §4)', () => {
  it('is offered only with a search term', () => {
    expect(sortOptionsFor('').map((o) => o.key)).not.toContain('relevance');
    expect(sortOptionsFor('gulf')[0]).toEqual({ key: 'relevance', label: 'Best match' });
  });

  it('is the default with a search, and newest first stays the default without one', () => {
    expect(parse('search=gulf')).toMatchObject({ sortBy: 'relevance', descending: true });
    expect(parse('')).toMatchObject({ sortBy: 'uploadDate', descending: true });
  });

  it('leaves the default out of the address: sortBy=relevance only when it is not the default', () => {
    expect(write({ search: 'gulf', sortBy: 'relevance' })).toBe('search=gulf');
    // With a search newest first is a choice, so it is written.
    expect(write({ search: 'gulf', sortBy: 'uploadDate' })).toBe('search=gulf&sortBy=uploadDate');
    expect(write({ search: 'gulf', sortBy: 'uploadDate', descending: false })).toBe(
      'search=gulf&sortBy=uploadDate&sortDesc=false',
    );
    expect(write({ search: 'gulf', sortBy: 'title' })).toBe('search=gulf&sortBy=title');
    // Without a search nothing changes from the spec's rules.
    expect(write({ sortBy: 'uploadDate' })).toBe('');
    expect(write({ sortBy: 'relevance' })).toBe('');
    expect(searched('search=gulf&sortBy=relevance')).toBe('search=gulf');
    expect(searched('search=gulf&sortBy=uploadDate')).toBe('search=gulf&sortBy=uploadDate');
  });

  it('has one direction: best first, never sortDesc=false', () => {
    expect(parse('search=gulf&sortDesc=false')).toMatchObject({ sortBy: 'relevance', descending: true });
    const best = parse('search=gulf');
    expect(withSort(best, 'relevance')).toMatchObject({ sortBy: 'relevance', descending: true });
    expect(write({ search: 'gulf', sortBy: 'relevance', descending: false })).toBe('search=gulf');
  });

  it('typing a search brings Best match unless a sort was chosen', () => {
    expect(withFilter(DEFAULT_FILTERS, { search: 'gulf' })).toMatchObject({ sortBy: 'relevance', descending: true });
    const byDownloads = withSort(DEFAULT_FILTERS, 'downloadCount');
    expect(toBrowseParams(withFilter(byDownloads, { search: 'gulf' })).toString()).toBe(
      'search=gulf&sortBy=downloadCount',
    );
    // Oldest first is a choice too.
    const oldest = withSort(DEFAULT_FILTERS, 'uploadDate');
    expect(toBrowseParams(withFilter(oldest, { search: 'gulf' })).toString()).toBe(
      'search=gulf&sortBy=uploadDate&sortDesc=false',
    );
  });

  it('choosing Date with a search writes sortBy=uploadDate; clearing the search then drops it', () => {
    const newest = withSort(parse('search=gulf'), 'uploadDate');
    expect(toBrowseParams(newest).toString()).toBe('search=gulf&sortBy=uploadDate');
    expect(toBrowseParams(withFilter(newest, { search: '' })).toString()).toBe('');
  });

  it('clearing the search on Best match goes back to newest first', () => {
    const cleared = withFilter(parse('search=gulf&tag=retro'), { search: '' });
    expect(cleared).toMatchObject({ sortBy: 'uploadDate', descending: true });
    expect(toBrowseParams(cleared).toString()).toBe('tag=retro');
  });

  it('a new search keeps the sort it had', () => {
    expect(withFilter(parse('search=gulf'), { search: 'porsche' }).sortBy).toBe('relevance');
    expect(withFilter(parse('search=gulf&sortBy=title'), { search: 'porsche' }).sortBy).toBe('title');
  });

  it('asks the API for relevance with a search, and never without one', () => {
    expect(toBrowseQuery(parse('search=gulf')).get('sortBy')).toBe('relevance');
    expect(toBrowseQuery({ ...DEFAULT_FILTERS, sortBy: 'relevance' }).get('sortBy')).toBe('uploadDate');
  });
});
