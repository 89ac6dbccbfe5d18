import sharp from 'sharp';
import type { App } from '../../../app';
import { encodeTga } from '../../../test/fixtures/tga-writer';
import { zipBuffer } from '../../../test/livery-factory';
import { createFingerprintBackfill } from '../fingerprint-job';
import { rgbToTga } from './build-test-set';
import { designEdits, designSvg, makeDesign, seededRandom } from './designs';

/** The smallest texture an upload takes (the test set renders at 256², below it). */
export const DESIGN_SIDE = 1024;

/** An edit of the test set applied with its own random seed: a near copy of the design. */
export interface DesignEdit {
  name: keyof typeof designEdits;
  seed: number;
}

/** Test-set design `seed` (decision 0011) as a real 1024² customskin.tga, edited when asked. */
export async function designTexture(seed: number, edit?: DesignEdit): Promise<Buffer> {
  const design = makeDesign(seed);
  const drawn = edit ? designEdits[edit.name](design, seededRandom(edit.seed)) : design;
  const rgb = await sharp(Buffer.from(designSvg(drawn, DESIGN_SIDE)))
    .removeAlpha()
    .raw()
    .toBuffer();
  return rgbToTga(rgb, DESIGN_SIDE, DESIGN_SIDE);
}

/** A livery zip of that texture, with the default 1024² region map (whose shares the tests' flat views declare). */
export const designLiveryZip = (texture: Buffer) =>
  zipBuffer([
    { name: 'customskin.tga', data: texture },
    { name: 'customskin_region.tga', data: encodeTga({ size: DESIGN_SIDE, bpp: 24, rle: true, pattern: 'regions' }) },
  ]);

/** One run of the fingerprint job on the app's background connection, as the server's timer runs it. */
export function runFingerprintJob(app: App) {
  const { backgroundDb, storage, tempFiles, log } = app.deps;
  return createFingerprintBackfill({ db: backgroundDb, storage, tempFiles, log }).run();
}
