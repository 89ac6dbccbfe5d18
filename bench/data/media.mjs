// A small pool of real screenshots that the generated rows share, so pages measured by Lighthouse
// load real images (a full 1920×1080 WebP and a 480 px card thumbnail, as uploads produce).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const SCREENSHOT_POOL = 12;

export function screenshotKeys(n) {
  const name = `bench${String(n).padStart(2, '0')}.webp`;
  return { full: `screenshots/2024/01/${name}`, thumb: `thumbnails/2024/01/${name}` };
}

function artwork(n, width, height) {
  const hue = (n * 47) % 360;
  const stripes = [0.18, 0.42, 0.66]
    .map((y, i) => `<rect x="0" y="${y * height}" width="${width}" height="${height * 0.07}" fill="hsl(${(hue + 120 * i) % 360},80%,55%)" transform="skewX(-20)"/>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},60%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,45%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>${stripes}
      <circle cx="${width * 0.7}" cy="${height * 0.55}" r="${height * 0.18}" fill="#fff" opacity="0.9"/>
      <text x="${width * 0.7}" y="${height * 0.62}" font-size="${height * 0.2}" text-anchor="middle" font-family="sans-serif" font-weight="bold" fill="#111">${n + 1}</text>
    </svg>`,
  );
}

/** The flat view of pool entry `n` (issue 18): the texture and its region map, 1024² WebP. */
export function previewKeys(n) {
  const name = `bench${String(n).padStart(2, '0')}`;
  return { texture: `previews/2024/01/${name}-texture.webp`, overlay: `previews/2024/01/${name}-regions.webp` };
}

/** A region map in the five pure region colours, in bands: what the flat view overlays. */
function regionBands(size) {
  const colours = ['#000000', '#ff0000', '#00ff00', '#0000ff', '#ffffff'];
  const band = size / colours.length;
  const rects = colours.map((c, i) => `<rect x="0" y="${i * band}" width="${size}" height="${band}" fill="${c}"/>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${rects.join('')}</svg>`);
}

/** The shares of `regionBands`, per mille, as the server stores them. */
export const BENCH_REGION_SHARES = [['Black', 200], ['Red', 200], ['Green', 200], ['Blue', 200], ['White', 200], ['unrecognised', 0]];

/** Writes the pool under `<dataDir>/uploads` where the local storage serves /media from. */
export async function writeScreenshotPool(dataDir) {
  for (let n = 0; n < SCREENSHOT_POOL; n++) {
    const keys = screenshotKeys(n);
    const full = await sharp(artwork(n, 1920, 1080)).webp({ quality: 80 }).toBuffer();
    const thumb = await sharp(full).resize({ width: 480 }).webp({ quality: 75 }).toBuffer();
    const flat = previewKeys(n);
    const texture = await sharp(artwork(n, 1024, 1024)).webp({ quality: 82 }).toBuffer();
    const overlay = await sharp(regionBands(1024)).webp({ lossless: true }).toBuffer();
    for (const [key, bytes] of [[keys.full, full], [keys.thumb, thumb], [flat.texture, texture], [flat.overlay, overlay]]) {
      const file = path.join(dataDir, 'uploads', key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  }
}
