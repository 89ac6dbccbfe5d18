import { LIVERY_INPUT_MESSAGES, missingMaterialsMessage } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { joinMessages } from './join-messages';

describe('joinMessages', () => {
  it('joins the messages by a space, in order, into one toast', () => {
    expect(
      joinMessages([
        LIVERY_INPUT_MESSAGES.titleRequired,
        LIVERY_INPUT_MESSAGES.classRequired,
        missingMaterialsMessage(['Black', 'White']),
      ]),
    ).toBe(
      'Livery title is required. Please select a car class. Please select materials for all regions: Black, White',
    );
  });

  it('drops blanks and repeats', () => {
    expect(joinMessages(['  A.  ', '', null, undefined, false, 'B.', 'A.'])).toBe('A. B.');
  });

  it('is empty for nothing', () => {
    expect(joinMessages([])).toBe('');
  });
});
