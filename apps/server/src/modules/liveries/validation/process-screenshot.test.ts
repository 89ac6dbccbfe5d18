import { mkdir, readdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encodeImage,
  makeAnimatedWebp,
  makeImage,
  makeOversizeImage,
  makePixelBombPng,
  makePolyglot,
  makeTruncatedImage,
  openDescriptorsTo,
  useTempDir,
} from '../../../test/fixtures';
import { DEFAULT_SCREENSHOT_LIMITS, processScreenshot } from './process-screenshot';
import { SCREENSHOT_MESSAGES } from './validation-errors';

const tmp = useTempDir();
let counter = 0;

/** A fresh, empty output folder per call, so "nothing left behind" can be checked. */
async function outDir() {
  counter += 1;
  const dir = tmp.file(`out-${counter}`);
  await mkdir(dir);
  return dir;
}

describe('processScreenshot re-encodes to WebP', () => {
  it.each([
    ['png', 4000, 3000, 1440, 1080, 480, 360],
    ['jpeg', 4000, 3000, 1440, 1080, 480, 360],
    ['webp', 2560, 1440, 1920, 1080, 480, 270],
  ] as const)('%s %ix%i → %ix%i, thumbnail %ix%i', async (format, w, h, fullW, fullH, thumbW, thumbH) => {
    const input = await makeImage(tmp.file(`in-${w}.${format}`), { width: w, height: h, format });
    const result = await processScreenshot(input, await outDir());
    expect(result).toMatchObject({ width: fullW, height: fullH, thumbWidth: thumbW, thumbHeight: thumbH });
    const full = await sharp(result.fullPath).metadata();
    const thumb = await sharp(result.thumbPath).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', fullW, fullH]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', thumbW, thumbH]);
  });

  it('never enlarges a small image', async () => {
    const input = await makeImage(tmp.file('small.png'), { width: 320, height: 200, format: 'png' });
    const result = await processScreenshot(input, await outDir());
    expect(result).toMatchObject({ width: 320, height: 200, thumbWidth: 320, thumbHeight: 200 });
  });

  it('applies the EXIF orientation, then drops EXIF and every other metadata', async () => {
    const input = await makeImage(tmp.file('exif.jpg'), {
      width: 400,
      height: 300,
      format: 'jpeg',
      orientation: 6,
      exif: { IFD0: { Artist: 'Jane Racer', Copyright: 'GPS 48.8584 N' } },
    });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processScreenshot(input, await outDir());
    expect(result).toMatchObject({ width: 300, height: 400 }); // turned upright
    for (const file of [result.fullPath, result.thumbPath]) {
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('keeps only the first frame of an animated WebP', async () => {
    const input = await makeAnimatedWebp(tmp.file('anim.webp'), { width: 64, height: 48, frames: 3 });
    const result = await processScreenshot(input, await outDir());
    expect(result).toMatchObject({ width: 64, height: 48 });
    expect((await sharp(result.fullPath).metadata()).pages).toBeUndefined();
  });

  it('handles parallel calls into one folder (distinct names, no shared state)', async () => {
    const dir = await outDir();
    const inputs = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        makeImage(tmp.file(`par-${n}.png`), { width: 200 * n, height: 100 * n, format: 'png' }),
      ),
    );
    const results = await Promise.all(inputs.map((input) => processScreenshot(input, dir)));
    expect(results.map((r) => r.width)).toEqual([200, 400, 600, 800, 1000]);
    expect(await readdir(dir)).toHaveLength(10);
  });
});

describe('processScreenshot refuses', () => {
  async function expectRefused(input: string, expected: { statusCode: number; code: string; message: string }) {
    const dir = await outDir();
    await expect(processScreenshot(input, dir)).rejects.toMatchObject(expected);
    expect(await readdir(dir)).toEqual([]);
    expect(openDescriptorsTo(input) ?? 0).toBe(0);
  }
  const unsupported = { statusCode: 415, code: 'UNSUPPORTED_IMAGE', message: SCREENSHOT_MESSAGES.unsupported };
  const damaged = { statusCode: 400, code: 'INVALID_SCREENSHOT', message: SCREENSHOT_MESSAGES.damaged };

  it.each(['svg', 'html'] as const)('an %s file named .png (415)', async (kind) => {
    await expectRefused(await makePolyglot(tmp.file(`${kind}-polyglot.png`), kind), unsupported);
  });

  it('a GIF or TIFF that sharp could read but we do not take (415)', async () => {
    const gif = tmp.file('image.png');
    await writeFile(
      gif,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
    );
    await expectRefused(gif, unsupported);
  });

  it('a file over 10 MiB, before reading it (413)', async () => {
    const big = await makeOversizeImage(tmp.file('big.png'), DEFAULT_SCREENSHOT_LIMITS.screenshotBytesMax + 1);
    await expectRefused(big, {
      statusCode: 413,
      code: 'SCREENSHOT_TOO_LARGE',
      message: SCREENSHOT_MESSAGES.tooLarge(10 * 1024 * 1024),
    });
  });

  it('a 30000×30000 PNG pixel bomb of a few hundred bytes, quickly (400)', async () => {
    const bomb = await makePixelBombPng(tmp.file('bomb.png'));
    const started = performance.now();
    await expectRefused(bomb, {
      statusCode: 400,
      code: 'INVALID_SCREENSHOT',
      message: SCREENSHOT_MESSAGES.tooManyPixels(40_000_000),
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each(['jpeg', 'png', 'webp'] as const)('a truncated %s (400)', async (format) => {
    await expectRefused(await makeTruncatedImage(tmp.file(`cut.${format}`), format), damaged);
  });

  it('the right magic bytes followed by garbage (400)', async () => {
    const png = await encodeImage({ width: 8, height: 8, format: 'png' });
    const file = tmp.file('garbage.png');
    await writeFile(file, Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 0x41)]));
    await expectRefused(file, damaged);
  });
});
