import { useCallback, useEffect, useMemo, useState } from 'react';

export interface Selection {
  selectedIds: number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  toggleAll: () => void;
  clear: () => void;
  /** True only when the page has rows and every one is selected. */
  allSelected: boolean;
  /** Some, but not all, rows of the page are selected (the indeterminate state). */
  someSelected: boolean;
}

/** Row selection over the ids of the page on screen; ids that leave the page are dropped. */
export function useSelection(pageIds: readonly number[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const key = pageIds.join(',');

  // A new page (or a refetch without some rows) keeps only the ids still shown.
  useEffect(() => {
    const onPage = new Set(key ? key.split(',').map(Number) : []);
    setChosen((current) => {
      const kept = [...current].filter((id) => onPage.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [key]);

  const selectedIds = useMemo(() => pageIds.filter((id) => chosen.has(id)), [pageIds, chosen]);
  const allSelected = pageIds.length > 0 && selectedIds.length === pageIds.length;

  const toggle = useCallback((id: number) => {
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => setChosen(allSelected ? new Set() : new Set(pageIds)), [allSelected, pageIds]);
  const clear = useCallback(() => setChosen(new Set()), []);
  const isSelected = useCallback((id: number) => chosen.has(id), [chosen]);

  return {
    selectedIds,
    isSelected,
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selectedIds.length > 0 && !allSelected,
  };
}
