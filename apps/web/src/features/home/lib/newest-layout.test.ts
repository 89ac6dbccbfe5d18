import { TIMINGS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { emblaDurationFor } from '@/lib/embla-duration';
import { newestLayout } from './newest-layout';

describe('newest additions layout', () => {
  it.each([
    [0, 'empty'],
    [1, 'grid'],
    [2, 'grid'],
    [3, 'carousel'],
    [8, 'carousel'],
  ] as const)('%i liveries → %s', (count, layout) => {
    expect(newestLayout(count)).toBe(layout);
  });

  it('maps the 600 ms transition to an Embla duration', () => {
    expect(emblaDurationFor(TIMINGS.carouselTransitionMs)).toBe(25);
    expect(emblaDurationFor(1200)).toBeGreaterThan(emblaDurationFor(600));
  });
});
