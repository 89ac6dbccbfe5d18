import { href } from '@/config/paths';

/** A readable, URL-safe form of a title for the address bar: 'Gulf Heritage 963' → 'gulf-heritage-963'. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'livery';
}

/** /livery/{id}/{title} (spec LiveryDetail). */
export function liveryDetailPath(id: number, title: string): string {
  return href('liveryDetail', { id, title: titleSlug(title) });
}

/** /liveries/{id}/{title}/edit (spec EditLivery). */
export function editLiveryPath(id: number, title: string): string {
  return href('editLivery', { id, title: titleSlug(title) });
}

/** /users/{id}/liveries (spec UserProfile). */
export function userProfilePath(id: number): string {
  return href('userProfile', { id });
}

/** A catalogue name as the browse query string carries it: lower-case, spaces as hyphens (spec member-site §2). */
export function filterSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** /liveries with a class, model or tag filter, e.g. a tag badge's link. */
export function browsePath(filters: { carClass?: string; model?: string; tag?: string } = {}): string {
  const params = new URLSearchParams();
  if (filters.carClass) params.set('class', filterSlug(filters.carClass));
  if (filters.tag) params.set('tag', filterSlug(filters.tag));
  if (filters.carClass && filters.model) params.set('model', filterSlug(filters.model));
  const query = params.toString();
  return query ? `${href('browseLiveries')}?${query}` : href('browseLiveries');
}
