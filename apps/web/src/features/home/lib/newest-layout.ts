/** Under this many liveries the home list is a plain grid; from it on, a looping carousel. */
export const CAROUSEL_MIN_ITEMS = 3;

export type NewestLayout = 'empty' | 'grid' | 'carousel';

/** Nothing to show, 1–2 liveries in a grid, or 3 and more in the carousel (spec member-site §2, §9). */
export function newestLayout(count: number): NewestLayout {
  if (count <= 0) return 'empty';
  return count < CAROUSEL_MIN_ITEMS ? 'grid' : 'carousel';
}
