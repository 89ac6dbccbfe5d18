import { describe, expect, it } from 'vitest';
import { createSightings } from './answer-cache-sightings';

describe('the URLs the cache has seen', () => {
  it('remembers a bounded number of them, the most recent ones', () => {
    const seen = createSightings(2);
    seen.see('/a');
    expect(seen.moreThanOnce('/a')).toBe(false);
    seen.see('/a');
    expect(seen.moreThanOnce('/a')).toBe(true);
    for (const url of ['/b', '/c', '/d', '/e', '/f', '/g']) seen.see(url);
    expect(seen.size).toBeLessThanOrEqual(4);
    // Pushed out by newer URLs: asked again, it counts from one.
    seen.see('/a');
    expect(seen.moreThanOnce('/a')).toBe(false);
    seen.see('/g');
    expect(seen.moreThanOnce('/g')).toBe(true);
  });
});
