import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-state';

describe('nextSort', () => {
  it('flips the active column and starts a new column descending', () => {
    expect(nextSort({ key: 'title', descending: true }, 'title')).toEqual({ key: 'title', descending: false });
    expect(nextSort({ key: 'title', descending: false }, 'downloads')).toEqual({
      key: 'downloads',
      descending: true,
    });
    expect(nextSort({ key: 'id', descending: false }, 'name', false)).toEqual({ key: 'name', descending: false });
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 10, name: 'gt3' },
    { id: 2, name: 'Hypercar' },
    { id: 7, name: 'LMP2' },
  ];
  it('sorts numbers numerically and text without regard to case', () => {
    expect(sortRows(rows, { key: 'id', descending: false }).map((r) => r.id)).toEqual([2, 7, 10]);
    expect(sortRows(rows, { key: 'name', descending: true }).map((r) => r.name)).toEqual(['LMP2', 'Hypercar', 'gt3']);
  });
});
