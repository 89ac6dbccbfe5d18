import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

describe('useSelection', () => {
  it('toggles rows and reports all / some selected', () => {
    const { result } = renderHook(({ ids }) => useSelection(ids), { initialProps: { ids: [1, 2, 3] } });
    expect(result.current.selectedIds).toEqual([]);

    act(() => result.current.toggle(2));
    expect(result.current.selectedIds).toEqual([2]);
    expect(result.current.someSelected).toBe(true);
    expect(result.current.allSelected).toBe(false);

    act(() => result.current.toggleAll());
    expect(result.current.selectedIds).toEqual([1, 2, 3]);
    expect(result.current.allSelected).toBe(true);
    expect(result.current.someSelected).toBe(false);

    act(() => result.current.toggle(2));
    expect(result.current.selectedIds).toEqual([1, 3]);
    act(() => result.current.clear());
    expect(result.current.selectedIds).toEqual([]);
  });

  it('drops ids that leave the page', () => {
    const { result, rerender } = renderHook(({ ids }) => useSelection(ids), { initialProps: { ids: [1, 2] } });
    act(() => result.current.toggleAll());
    rerender({ ids: [2, 5] });
    expect(result.current.selectedIds).toEqual([2]);
    expect(result.current.isSelected(1)).toBe(false);
    rerender({ ids: [1, 2] });
    expect(result.current.selectedIds).toEqual([2]);
  });
});
