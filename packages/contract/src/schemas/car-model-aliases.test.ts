import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { CarModelAliasesSchema, CarModelInputSchema, carModelAliasesOf } from './catalogue';

const m = MESSAGES.catalogue;
const firstMessage = (input: unknown) => {
  const result = CarModelAliasesSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('car model nicknames (issue 38 §6)', () => {
  it('trims, makes inner spaces one and composes accents', () => {
    expect(CarModelAliasesSchema.parse(['  Vette ', 'Big   Red', 'Cafe\u0301-Racer', 'AMR'])).toEqual([
      'Vette',
      'Big Red',
      'Café-Racer',
      'AMR',
    ]);
  });

  it('collapses repeats compared case-insensitively, keeping the first spelling', () => {
    expect(CarModelAliasesSchema.parse(['Vette', 'vette', 'VETTE ', 'C8'])).toEqual(['Vette', 'C8']);
  });

  it('refuses empty, over-long and odd nicknames with a message naming them', () => {
    expect(firstMessage(['  '])).toBe(m.aliasEmpty);
    expect(firstMessage(['x'.repeat(41)])).toBe(m.aliasTooLong(`${'x'.repeat(40)}…`, 40));
    expect(CarModelAliasesSchema.safeParse(['x'.repeat(40)]).success).toBe(true);
    for (const odd of ['V@tte', 'Vet\tte', 'Ve\u200Btte', 'a,b', '---', '<b>']) {
      expect(firstMessage([odd]), odd).toBe(m.aliasCharacters(odd.trim()));
    }
    expect(firstMessage('Vette')).toBe(m.aliasesNotList);
    expect(firstMessage([42])).toBe(m.aliasesNotList);
  });

  it('takes at most 10 per model', () => {
    const eleven = Array.from({ length: LIMITS.carModelAliasesMax + 1 }, (_, i) => `Nick ${i}`);
    expect(firstMessage(eleven)).toBe(m.aliasesTooMany(10));
    expect(CarModelAliasesSchema.parse(eleven.slice(1))).toHaveLength(10);
  });

  it('drops a nickname that is the model name itself', () => {
    expect(carModelAliasesOf('Chevrolet Corvette C8.R', ['chevrolet  corvette c8.r', 'Vette'])).toEqual(['Vette']);
  });

  it('is optional in the model body', () => {
    expect(CarModelInputSchema.parse({ name: 'X', carClassId: 1 })).toEqual({ name: 'X', carClassId: 1 });
    expect(CarModelInputSchema.parse({ name: 'X', carClassId: 1, aliases: [] })).toMatchObject({ aliases: [] });
  });
});
