import { describe, expect, it } from 'vitest';
import { isPageChange, pageWindow, shownRange } from './page-window';

describe('pageWindow', () => {
  it('shows the current page plus or minus 2', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('is clipped at both ends', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('has no buttons when there are no pages, and clamps a page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(12, 4)).toEqual([2, 3, 4]);
  });
});

describe('isPageChange', () => {
  it('ignores the current page and pages outside 1..totalPages', () => {
    expect(isPageChange(3, 2, 5)).toBe(true);
    expect(isPageChange(2, 2, 5)).toBe(false);
    expect(isPageChange(0, 1, 5)).toBe(false);
    expect(isPageChange(6, 5, 5)).toBe(false);
  });
});

describe('shownRange', () => {
  it('gives the first and last row numbers of a page', () => {
    expect(shownRange(1, 20, 45)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 20, 45)).toEqual({ from: 41, to: 45 });
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
