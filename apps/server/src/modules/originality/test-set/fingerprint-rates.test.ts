import { describe, expect, it } from 'vitest';
import { NEAR_COPY_DISTANCE } from '../thresholds';
import { buildTestSet, DESIGNS, EDITS } from './build-test-set';
import { measureRates } from './measure';

/**
 * The error rates decision 0011 records, measured again on the generated set: a fingerprint or
 * threshold change that lets more through, or misses more copies, fails here.
 */
describe('fingerprint error rates on the test set (issue 36)', () => {
  it('tells 50 designs apart and finds their edited copies at the chosen threshold', { timeout: 60_000 }, async () => {
    const set = await buildTestSet();
    expect(set).toHaveLength(DESIGNS * (EDITS.length + 1));
    const rates = measureRates(set, NEAR_COPY_DISTANCE);
    // Printed so the table in the decision can be refreshed from the test's own output.
    console.info(JSON.stringify(rates));
    expect(rates.differentPairs).toBe(60_025);
    expect(rates.falsePositives).toBe(0);
    expect(rates.falseNegatives).toEqual({
      'sponsor swapped': expect.any(Number),
      'number changed': 0,
      'hue shifted': 0,
      rescaled: 0,
      '10 % repainted': expect.any(Number),
      're-encoded': 0,
    });
    expect(rates.falseNegatives['sponsor swapped']).toBeLessThanOrEqual(SPONSOR_MISSES);
    expect(rates.falseNegatives['10 % repainted']).toBeLessThanOrEqual(REPAINT_MISSES);
  });
});

/** Measured at 10 bits: 3 of 50 and 19 of 50 (decision 0011). */
const SPONSOR_MISSES = 3;
const REPAINT_MISSES = 19;
