import {
  type BrowseQuery,
  LIMITS,
  MATERIAL_LABELS,
  MATERIALS,
  type Material,
  SORT_KEYS,
  type SortKey,
} from '@paddock/contract';
import { filterSlug } from '@/config/livery-path';
import { toSearchParams } from '@/lib/to-search-params';
import { defaultSortFor, hasDirection, sortAfterSearch, usableSort } from './browse-sort';

/**
 * Browse state and its query string (spec member-site §2, §4). The address is the state: the page
 * reads these filters from the URL and writes every change back to it.
 *
 * Query string, in this order: page (omitted when 1), search, class, tag, model (lower-case names
 * with spaces as hyphens), material (the chosen materials' label slugs, comma-separated, e.g.
 * 'chrome,carbon-fibre'), sortBy (omitted when the default: uploadDate, or relevance with a search;
 * see browse-sort.ts), sortDesc (only 'false' is written).
 */
export interface BrowseFilters {
  page: number;
  search: string;
  /** Slug of the car class name ('' = any class). */
  carClass: string;
  /** Slug of the car model name ('' = any model; only with a class). */
  model: string;
  /** Slug of the tag name ('' = any tag). */
  tag: string;
  /** "Has any of these materials" (issue 18 §2), in the contract's order ([] = any material). */
  materials: readonly Material[];
  sortBy: SortKey;
  descending: boolean;
}

/** The sort without a search (with one it is Best match: defaultSortFor). */
export const DEFAULT_SORT: SortKey = 'uploadDate';

export const DEFAULT_FILTERS: Readonly<BrowseFilters> = Object.freeze({
  page: 1,
  search: '',
  carClass: '',
  model: '',
  tag: '',
  materials: [],
  sortBy: DEFAULT_SORT,
  descending: true,
});

export { SORT_OPTIONS, sortOptionsFor } from './browse-sort';
export { filterSlug };

/** The catalogue entry whose name gives `slug`, if any. */
export function findBySlug<T extends { name: string }>(items: readonly T[] | undefined, slug: string): T | undefined {
  if (!slug || !items) return undefined;
  return items.find((item) => filterSlug(item.name) === slug);
}

/** The material facet's chips, in the contract's order; the URL carries the label's slug. */
export const MATERIAL_OPTIONS: readonly { material: Material; label: string; slug: string }[] = MATERIALS.map(
  (material) => ({ material, label: MATERIAL_LABELS[material], slug: filterSlug(MATERIAL_LABELS[material]) }),
);

/** 'chrome,carbon-fibre' → the materials it names, unknown slugs left out, in the contract's order. */
function parseMaterials(text: string | null): Material[] {
  const slugs = new Set((text ?? '').split(',').map(filterSlug));
  return MATERIAL_OPTIONS.filter((option) => slugs.has(option.slug)).map((option) => option.material);
}

/** Materials in the contract's order, each once, so one choice has one address. */
function inMaterialOrder(materials: readonly Material[]): Material[] {
  return MATERIALS.filter((material) => materials.includes(material));
}

function isSortKey(value: string | null): value is SortKey {
  return value !== null && (SORT_KEYS as readonly string[]).includes(value);
}

/** Reads the filters from a query string; anything malformed falls back to its default. */
export function parseBrowseParams(params: URLSearchParams): BrowseFilters {
  const pageText = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const slug = (name: string) => filterSlug(params.get(name) ?? '');
  const carClass = slug('class');
  const search = (params.get('search') ?? '').trim();
  const sortParam = params.get('sortBy');
  const sort = usableSort(
    isSortKey(sortParam) ? sortParam : defaultSortFor(search),
    params.get('sortDesc') !== 'false',
    search,
  );
  return {
    page: page >= 1 ? page : 1,
    search,
    carClass,
    // A model means nothing without its class.
    model: carClass ? slug('model') : '',
    tag: slug('tag'),
    materials: parseMaterials(params.get('material')),
    ...sort,
  };
}

/** Writes the filters as the query string, leaving out every default. */
export function toBrowseParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.carClass) params.set('class', filters.carClass);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.carClass && filters.model) params.set('model', filters.model);
  const materials = inMaterialOrder(filters.materials);
  if (materials.length > 0) {
    params.set(
      'material',
      MATERIAL_OPTIONS.filter((o) => materials.includes(o.material))
        .map((o) => o.slug)
        .join(','),
    );
  }
  const sort = usableSort(filters.sortBy, filters.descending, search);
  if (sort.sortBy !== defaultSortFor(search)) params.set('sortBy', sort.sortBy);
  if (!sort.descending) params.set('sortDesc', 'false');
  return params;
}

export type FilterPatch = Partial<Pick<BrowseFilters, 'search' | 'carClass' | 'model' | 'tag' | 'materials'>>;

/**
 * Any filter or search change goes back to page 1; a new class clears the model; a default sort
 * follows the search (Best match with one, newest first without).
 */
export function withFilter(filters: BrowseFilters, patch: FilterPatch): BrowseFilters {
  let next: BrowseFilters = { ...filters, ...patch, page: 1 };
  if (patch.search !== undefined) {
    next.search = patch.search.trim();
    next = { ...next, ...sortAfterSearch(filters, filters.search, next.search) };
  }
  if (patch.materials !== undefined) next.materials = inMaterialOrder(patch.materials);
  if (patch.carClass !== undefined && patch.carClass !== filters.carClass) {
    next.model = patch.model ?? '';
  }
  if (!next.carClass) next.model = '';
  return next;
}

/** Adds the material to the facet, or takes it out when already chosen. */
export function toggledMaterials(materials: readonly Material[], material: Material): Material[] {
  return materials.includes(material) ? materials.filter((m) => m !== material) : [...materials, material];
}

/**
 * The active key flips its direction (Best match has only one); a new key sorts descending. Either
 * way, back to page 1.
 */
export function withSort(filters: BrowseFilters, key: SortKey): BrowseFilters {
  const flips = key === filters.sortBy && hasDirection(key);
  return { ...filters, page: 1, sortBy: key, descending: flips ? !filters.descending : true };
}

/** The filters on `page`, or null when that page does not exist (1..totalPages) or is the current one. */
export function withPage(filters: BrowseFilters, page: number, totalPages: number): BrowseFilters | null {
  if (!Number.isInteger(page) || page < 1 || page > totalPages || page === filters.page) return null;
  return { ...filters, page };
}

export interface ResolvedIds {
  carClassId?: number;
  carModelId?: number;
  tagId?: number;
}

/** The API query of GET /api/liveries for these filters, with the catalogue ids they resolve to. */
export function toBrowseQuery(filters: BrowseFilters, ids: ResolvedIds = {}): URLSearchParams {
  const search = filters.search.trim();
  return toSearchParams<BrowseQuery>({
    pageNumber: filters.page,
    pageSize: LIMITS.browsePageSize,
    ...usableSort(filters.sortBy, filters.descending, search),
    search,
    carClassId: ids.carClassId,
    carModelId: ids.carClassId !== undefined ? ids.carModelId : undefined,
    tagId: ids.tagId,
    material: inMaterialOrder(filters.materials),
  });
}

/** 'Showing A - B of N liveries', or 'No liveries found.' */
export function showingText(page: number, pageSize: number, totalCount: number, shown: number, capped = false): string {
  if (totalCount <= 0 || shown <= 0) return 'No liveries found.';
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  // A search past the server's count cap: "of 1000+" (totalCapped in the contract).
  return `Showing ${first} - ${last} of ${totalCount}${capped ? '+' : ''} liveries`;
}

/** True when any filter, search or non-default sort is set (Clear All has something to clear). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return toBrowseParams({ ...filters, page: 1 }).toString() !== '';
}
