import { ADMIN_RULES } from '@paddock/contract';

/** How many page buttons sit either side of the current one (spec admin-and-pages §9). */
export const PAGE_WINDOW_RADIUS = ADMIN_RULES.pageWindowRadius;

/** The page numbers to show as buttons: the current page ± `radius`, clamped to 1..totalPages. */
export function pageWindow(current: number, totalPages: number, radius = PAGE_WINDOW_RADIUS): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.max(1, page - radius);
  const last = Math.min(totalPages, page + radius);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** True when moving to `target` is a real change: inside 1..totalPages and not the current page. */
export function isPageChange(target: number, current: number, totalPages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== current;
}

/** The 'Showing X to Y of N' numbers for a page (0 to 0 when the list is empty). */
export function shownRange(page: number, pageSize: number, totalCount: number): { from: number; to: number } {
  if (totalCount <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, totalCount), to: Math.min(page * pageSize, totalCount) };
}
