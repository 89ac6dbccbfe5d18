import { afterEach, describe, expect, it, vi } from 'vitest';
import { canConvertImages, convertToWebp } from './convert-to-webp';

/** OffscreenCanvas as a worker has it, recording what the conversion asked of it. */
function stubCanvas(imageWidth: number, imageHeight: number, writes = 'image/webp') {
  const seen = { size: [0, 0], drawn: [] as number[], options: undefined as ImageEncodeOptions | undefined };
  const bitmap = { width: imageWidth, height: imageHeight, close: vi.fn() };
  class FakeOffscreenCanvas {
    constructor(width: number, height: number) {
      seen.size = [width, height];
    }
    getContext() {
      return { drawImage: (_image: unknown, ...box: number[]) => (seen.drawn = box) };
    }
    async convertToBlob(options: ImageEncodeOptions) {
      seen.options = options;
      return new Blob(['webp'], { type: writes });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
  return { seen, bitmap };
}

afterEach(() => vi.unstubAllGlobals());

describe('convertToWebp (in the screenshot worker)', () => {
  it('writes WebP at quality 0.85, scaled to fit 1920×1080 with the aspect kept, under a .webp name', async () => {
    const { seen, bitmap } = stubCanvas(3840, 2400);
    const file = await convertToWebp(new Blob(['png']), 'Shot 1.PNG');
    expect(seen.options).toEqual({ type: 'image/webp', quality: 0.85 });
    expect(seen.size).toEqual([1728, 1080]);
    expect(seen.drawn).toEqual([0, 0, 1728, 1080]);
    expect([file.name, file.type]).toEqual(['Shot 1.webp', 'image/webp']);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('never enlarges a small screenshot', async () => {
    const { seen } = stubCanvas(1280, 720);
    await convertToWebp(new Blob(['png']), 'small.png');
    expect(seen.size).toEqual([1280, 720]);
  });

  it('throws (so the original is kept) when the engine cannot write WebP', async () => {
    const { bitmap } = stubCanvas(800, 600, 'image/png');
    await expect(convertToWebp(new Blob(['png']), 'a.png')).rejects.toThrow(/cannot write WebP/);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('needs OffscreenCanvas and createImageBitmap', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(canConvertImages()).toBe(false);
    stubCanvas(1, 1);
    expect(canConvertImages()).toBe(true);
  });
});
