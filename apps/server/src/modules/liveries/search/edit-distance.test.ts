import { describe, expect, it } from 'vitest';
import { editDistanceWithin, typosAllowed } from './edit-distance';

describe('editDistanceWithin', () => {
  it.each([
    ['porshe', 'porsche', 1],
    ['ferarri', 'ferrari', 1],
    ['lamborgini', 'lamborghini', 1],
    ['corvete', 'corvette', 1],
    ['kitten', 'sitting', 3],
    ['abc', 'abc', 0],
    ['', 'ab', 2],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistanceWithin(a, b, 3)).toBe(distance);
    expect(editDistanceWithin(b, a, 3)).toBe(distance);
  });

  it('gives up past the bound', () => {
    expect(editDistanceWithin('kitten', 'sitting', 2)).toBeUndefined();
    expect(editDistanceWithin('blue', 'bluebird', 2)).toBeUndefined();
  });

  it('forgives one typo from four letters and two from eight', () => {
    expect([typosAllowed('963'), typosAllowed('blue'), typosAllowed('ferrari'), typosAllowed('lamborgini')]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it('forgives none in a word with a digit (model codes, car numbers)', () => {
    expect([typosAllowed('lmp2'), typosAllowed('gr010'), typosAllowed('lmgt3')]).toEqual([0, 0, 0]);
  });
});
