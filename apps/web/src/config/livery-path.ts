import { liverySlug } from '@paddock/contract';
import { href } from '@/config/paths';

/** /livery/{id}/{title} (spec LiveryDetail). */
export function liveryDetailPath(id: number, title: string): string {
  return href('liveryDetail', { id, title: liverySlug(title) });
}

/** /liveries/{id}/{title}/edit (spec EditLivery). */
export function editLiveryPath(id: number, title: string): string {
  return href('editLivery', { id, title: liverySlug(title) });
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
