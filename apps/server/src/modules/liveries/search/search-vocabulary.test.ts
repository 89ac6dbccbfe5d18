import { describe, expect, it } from 'vitest';
import { SortedWords } from './search-vocabulary';

describe('the words a typed prefix stands for', () => {
  it('are every word it begins, itself included, in order, and none past the limit', () => {
    const words = new SortedWords();
    words.add(['martini', 'mar', 'marlboro', 'martin', 'porsche', 'ma']);
    expect(words.startingWith('mar', 5)).toEqual(['mar', 'marlboro', 'martin', 'martini']);
    expect(words.startingWith('mart', 5)).toEqual(['martin', 'martini']);
    expect(words.startingWith('mart', 1)).toBeUndefined();
    expect(words.startingWith('zz', 5)).toEqual([]);
  });

  it('take in words added later one by one, as after a first load of many', () => {
    const words = new SortedWords();
    words.add(Array.from({ length: 200 }, (_, i) => `w${String(i).padStart(3, '0')}`));
    words.add(['w0505', 'alpha', 'w050']);
    expect(words.startingWith('w050', 10)).toEqual(['w050', 'w0505']);
    expect(words.startingWith('alp', 10)).toEqual(['alpha']);
    expect(words.has('w199')).toBe(true);
    expect(words.startingWith('w', 300)).toHaveLength(201);
  });
});
