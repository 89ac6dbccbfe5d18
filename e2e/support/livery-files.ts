import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeDemoLiveryFiles } from '@paddock/demo-assets';

export interface LiveryFilesOnDisk {
  livery: string;
  regionMap: string;
  screenshots: string[];
}

/**
 * Real files a painter would pick in the upload form: a 4096 × 4096 livery TGA, its region map in
 * the five region colours, and PNG screenshots rendered from them.
 */
export async function writeLiveryFiles(dir: string, raceNumber: number): Promise<LiveryFilesOnDisk> {
  await mkdir(dir, { recursive: true });
  const files = await makeDemoLiveryFiles({
    base: [230, 90, 20],
    baseFade: [150, 30, 10],
    stripe: [20, 20, 30],
    accent: [250, 250, 250],
    pattern: 'chevron',
    offset: 0.3,
    raceNumber,
  });
  const out = {
    livery: path.join(dir, 'customskin.tga'),
    regionMap: path.join(dir, 'customskin_region.tga'),
    screenshots: files.screenshots.map((_, i) => path.join(dir, `screenshot-${i + 1}.png`)),
  };
  await writeFile(out.livery, files.livery);
  await writeFile(out.regionMap, files.regionMap);
  await Promise.all(files.screenshots.map((shot, i) => writeFile(out.screenshots[i] as string, shot)));
  return out;
}
