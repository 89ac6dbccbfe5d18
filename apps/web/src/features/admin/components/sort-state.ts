/** The sort of an admin list: a column key and a direction. */
export interface SortState<K extends string = string> {
  key: K;
  descending: boolean;
}

/** Clicking the active column flips it; a new column starts in `firstDescending` order (spec: descending). */
export function nextSort<K extends string>(current: SortState<K>, key: K, firstDescending = true): SortState<K> {
  return current.key === key ? { key, descending: !current.descending } : { key, descending: firstDescending };
}

/** Sorts rows locally by one field (numbers numerically, text case-insensitively). */
export function sortRows<T, K extends keyof T & string>(rows: readonly T[], sort: SortState<K>): T[] {
  const factor = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), undefined, { sensitivity: 'base', numeric: true });
    return order * factor;
  });
}
