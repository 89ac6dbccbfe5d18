import { SORT_KEYS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import {
  type BrowseFilters,
  DEFAULT_FILTERS,
  findBySlug,
  hasActiveFilters,
  parseBrowseParams,
  SORT_OPTIONS,
  showingText,
  toBrowseParams,
  toBrowseQuery,
  toggledMaterials,
  withFilter,
  withPage,
  withSort,
} from './browse-filters';

const parse = (query: string) => parseBrowseParams(new URLSearchParams(query));
const write = (patch: Partial<BrowseFilters>) => toBrowseParams({ ...DEFAULT_FILTERS, ...patch }).toString();

describe('browse query string → state', () => {
  it('defaults to page 1, no filters, newest first', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toMatchObject({ page: 1, sortBy: 'uploadDate', descending: true });
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'page=3&search=gulf&class=hypercar&tag=real-team&model=porsche-963&material=chrome,carbon-fibre&sortBy=title&sortDesc=false',
      ),
    ).toEqual({
      page: 3,
      search: 'gulf',
      carClass: 'hypercar',
      tag: 'real-team',
      model: 'porsche-963',
      materials: ['Chrome', 'Carbon'],
      sortBy: 'title',
      descending: false,
    });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '9999999'])('treats page=%j as page 1', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it('trims the search and lower-cases names, turning spaces into hyphens', () => {
    expect(parse('search=%20%20gulf%20963%20').search).toBe('gulf 963');
    expect(parse('class=Hypercar&tag=Real%20Team').carClass).toBe('hypercar');
    expect(parse('tag=Real%20Team').tag).toBe('real-team');
  });

  it('reads materials by their label slugs, in the contract order, skipping unknown ones', () => {
    expect(parse('material=carbon-fibre,Chrome,gold,chrome').materials).toEqual(['Chrome', 'Carbon']);
    expect(parse('material=Metallic%20Flakes').materials).toEqual(['MetallicFlakes']);
    expect(parse('material=').materials).toEqual([]);
  });

  it('ignores a model without a class', () => {
    expect(parse('model=porsche-963').model).toBe('');
  });

  it('falls back to uploadDate for an unknown sort key, and for Best match without a search', () => {
    expect(parse('sortBy=price').sortBy).toBe('uploadDate');
    for (const key of SORT_KEYS) expect(parse(`search=gulf&sortBy=${key}`).sortBy).toBe(key);
    expect(parse('sortBy=relevance').sortBy).toBe('uploadDate');
  });

  it('is ascending only for sortDesc=false; anything else (or nothing) is descending', () => {
    expect(parse('sortDesc=false').descending).toBe(false);
    expect(parse('sortDesc=true').descending).toBe(true);
    expect(parse('sortDesc=no').descending).toBe(true);
    expect(parse('').descending).toBe(true);
  });
});

describe('browse state → query string', () => {
  it('writes nothing for the defaults', () => {
    expect(write({})).toBe('');
  });

  it('omits page 1 and writes other pages', () => {
    expect(write({ page: 1 })).toBe('');
    expect(write({ page: 4 })).toBe('page=4');
  });

  it('omits sortBy when uploadDate and writes only sortDesc=false', () => {
    expect(write({ sortBy: 'uploadDate', descending: true })).toBe('');
    expect(write({ sortBy: 'downloadCount' })).toBe('sortBy=downloadCount');
    expect(write({ sortBy: 'uploadDate', descending: false })).toBe('sortDesc=false');
  });

  it('writes the parameters in the spec order: page, search, class, tag, model, material, sortBy, sortDesc', () => {
    expect(
      write({
        page: 2,
        search: 'gulf 963',
        carClass: 'hypercar',
        tag: 'real-team',
        model: 'porsche-963',
        materials: ['Carbon', 'Wrap'],
        sortBy: 'author',
        descending: false,
      }),
    ).toBe(
      'page=2&search=gulf+963&class=hypercar&tag=real-team&model=porsche-963&material=wrap%2Ccarbon-fibre&sortBy=author&sortDesc=false',
    );
  });

  it('drops an empty search and a model without a class', () => {
    expect(write({ search: '   ' })).toBe('');
    expect(write({ model: 'porsche-963' })).toBe('');
  });

  it('round-trips', () => {
    const query =
      'page=2&search=gulf&class=lmgt3&tag=retro&model=bmw-m4-lmgt3&material=metallic-paint%2Cchrome&sortBy=favoriteCount&sortDesc=false';
    expect(toBrowseParams(parse(query)).toString()).toBe(query);
  });
});

describe('browse transitions', () => {
  const onPage3: BrowseFilters = { ...DEFAULT_FILTERS, page: 3, carClass: 'hypercar', model: 'porsche-963' };

  it('any filter or search change goes back to page 1', () => {
    expect(withFilter(onPage3, { search: 'gulf' }).page).toBe(1);
    expect(withFilter(onPage3, { tag: 'retro' }).page).toBe(1);
    expect(withFilter(onPage3, { model: 'ferrari-499p' }).page).toBe(1);
  });

  it('toggles materials, keeping one order, and a material change goes back to page 1', () => {
    const chrome = withFilter(onPage3, { materials: toggledMaterials(onPage3.materials, 'Chrome') });
    expect(chrome).toMatchObject({ page: 1, materials: ['Chrome'], model: 'porsche-963' });
    const both = withFilter(chrome, { materials: toggledMaterials(chrome.materials, 'Wrap') });
    expect(both.materials).toEqual(['Wrap', 'Chrome']);
    expect(toggledMaterials(both.materials, 'Chrome')).toEqual(['Wrap']);
  });

  it('choosing another class clears the model', () => {
    expect(withFilter(onPage3, { carClass: 'lmp2' })).toMatchObject({ carClass: 'lmp2', model: '' });
    expect(withFilter(onPage3, { carClass: '' })).toMatchObject({ carClass: '', model: '' });
    // The same class again keeps it.
    expect(withFilter(onPage3, { carClass: 'hypercar' }).model).toBe('porsche-963');
  });

  it('trims the search', () => {
    expect(withFilter(DEFAULT_FILTERS, { search: '  gulf  ' }).search).toBe('gulf');
  });

  it('clicking the active sort key flips its direction', () => {
    const once = withSort(DEFAULT_FILTERS, 'uploadDate');
    expect(once).toMatchObject({ sortBy: 'uploadDate', descending: false });
    expect(withSort(once, 'uploadDate').descending).toBe(true);
  });

  it('a new sort key sorts descending and goes back to page 1', () => {
    const ascendingTitle: BrowseFilters = { ...DEFAULT_FILTERS, sortBy: 'title', descending: false, page: 4 };
    expect(withSort(ascendingTitle, 'author')).toMatchObject({ sortBy: 'author', descending: true, page: 1 });
  });

  it('only moves to pages within 1..totalPages', () => {
    const page2 = { ...DEFAULT_FILTERS, page: 2 };
    expect(withPage(page2, 3, 3)?.page).toBe(3);
    expect(withPage(page2, 1, 3)?.page).toBe(1);
    expect(withPage(page2, 0, 3)).toBeNull();
    expect(withPage(page2, 4, 3)).toBeNull();
    expect(withPage(page2, 2, 3)).toBeNull();
    expect(withPage(page2, 1.5, 3)).toBeNull();
  });

  it('knows when there is something to clear', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, tag: 'retro' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, materials: ['Chrome'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, descending: false })).toBe(true);
  });

  it('has the sort buttons in order, Best match first', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Best match',
      'Date',
      'Downloads',
      'Favorites',
      'Top rated',
      'Title',
      'Author',
    ]);
    expect(SORT_OPTIONS.map((o) => o.key).sort()).toEqual([...SORT_KEYS].sort());
  });
});

describe('names and the API query', () => {
  const classes = [
    { id: 1, name: 'Hypercar' },
    { id: 4, name: 'LMGT3' },
  ];
  const models = [{ id: 9, name: 'Lamborghini Huracán LMGT3 Evo2' }];

  it('finds catalogue entries by their slug', () => {
    expect(findBySlug(classes, 'lmgt3')?.id).toBe(4);
    expect(findBySlug(models, 'lamborghini-huracán-lmgt3-evo2')?.id).toBe(9);
    expect(findBySlug(classes, 'gte')).toBeUndefined();
    expect(findBySlug(classes, '')).toBeUndefined();
    expect(findBySlug(undefined, 'hypercar')).toBeUndefined();
  });

  it('asks the API for page 12 at a time with the resolved ids', () => {
    const filters = { ...DEFAULT_FILTERS, page: 2, search: 'gulf', sortBy: 'title' as const, descending: false };
    expect(Object.fromEntries(toBrowseQuery(filters, { carClassId: 1, carModelId: 9, tagId: 3 }))).toEqual({
      pageNumber: '2',
      pageSize: '12',
      sortBy: 'title',
      descending: 'false',
      search: 'gulf',
      carClassId: '1',
      carModelId: '9',
      tagId: '3',
    });
    expect(toBrowseQuery(DEFAULT_FILTERS).toString()).toBe(
      'pageNumber=1&pageSize=12&sortBy=uploadDate&descending=true',
    );
    expect(toBrowseQuery({ ...DEFAULT_FILTERS, materials: ['Carbon', 'Chrome'] }).getAll('material')).toEqual([
      'Chrome',
      'Carbon',
    ]);
    // A model id never goes without its class.
    expect(toBrowseQuery(DEFAULT_FILTERS, { carModelId: 9 }).has('carModelId')).toBe(false);
  });

  it('says which liveries are shown', () => {
    expect(showingText(1, 12, 30, 12)).toBe('Showing 1 - 12 of 30 liveries');
    expect(showingText(3, 12, 30, 6)).toBe('Showing 25 - 30 of 30 liveries');
    expect(showingText(1, 12, 0, 0)).toBe('No liveries found.');
    expect(showingText(2, 12, 1000, 12, true)).toBe('Showing 13 - 24 of 1000+ liveries');
  });
});
