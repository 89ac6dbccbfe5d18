import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin (screenshots fit within 1920×1080, aspect ratio kept, never enlarged)', () => {
  it.each([
    [3840, 2160, 1920, 1080],
    [2560, 1440, 1920, 1080],
    [1920, 1080, 1920, 1080],
    [1280, 720, 1280, 720],
    [800, 600, 800, 600],
    [4000, 3000, 1440, 1080], // 4:3, height-bound
    [5120, 1440, 1920, 540], // 32:9 ultrawide, width-bound
    [1080, 1920, 608, 1080], // portrait
    [3000, 1000, 1920, 640],
    [1921, 1, 1920, 1], // never rounds a side to 0
  ])('%i×%i → %i×%i', (w, h, ew, eh) => {
    expect(fitWithin(w, h, 1920, 1080)).toEqual({ width: ew, height: eh });
  });

  it('keeps the aspect ratio within a pixel', () => {
    const { width, height } = fitWithin(3440, 1440, 1920, 1080);
    expect(width).toBe(1920);
    expect(Math.abs(width / height - 3440 / 1440)).toBeLessThan(0.01);
  });

  it('answers 0×0 for an empty image', () => {
    expect(fitWithin(0, 100, 1920, 1080)).toEqual({ width: 0, height: 0 });
  });
});
