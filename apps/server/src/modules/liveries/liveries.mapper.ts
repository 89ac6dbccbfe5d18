import {
  compareRegions,
  type LiveryListItem,
  type Material,
  type RegionConfiguration,
  type RegionConfigurationInput,
  type RegionName,
  ratingAverageOf,
} from '@paddock/contract';
import { toIso } from '../../db/dialect';
import type { Storage } from '../../storage/storage';
import type { LiveryListRow } from './repository/liveries.repository';

export async function toListItems(rows: LiveryListRow[], storage: Storage): Promise<LiveryListItem[]> {
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      title: r.title,
      primaryScreenshotUrl: r.thumbKey ? await storage.publicUrl(r.thumbKey) : null,
      authorId: r.uploaderId,
      authorUsername: r.authorUsername,
      carClassName: r.carClassName,
      carModelName: r.carModelName,
      uploadDate: toIso(r.uploadDate),
      updatedAt: toIso(r.updatedAt),
      currentVersion: Number(r.currentVersion),
      downloadCount: Number(r.downloadCount),
      favoriteCount: Number(r.favoriteCount),
      ratingAverage: ratingAverageOf(Number(r.ratingCount), Number(r.ratingSum)),
      ratingCount: Number(r.ratingCount),
      tags: r.tags,
    })),
  );
}

interface RegionRow {
  regionName: string;
  material: string;
  baseStyle: string | null;
  flakeColor: string | null;
  flakeStrength: string | null;
}

/**
 * Stored rows keep one generic style column; clients read the spec's per-material fields. Every
 * object is built with the same keys in the same order (one shape for V8: spreading a template
 * and assigning material-specific keys cost ~5 % of a livery page's CPU).
 */
export function toRegionConfigurations(rows: RegionRow[]): RegionConfiguration[] {
  return [...rows]
    .sort((a, b) => compareRegions(a.regionName, b.regionName))
    .map((r) => {
      const material = r.material as Material;
      const style = (m: Material) => (material === m ? (r.baseStyle as never) : null);
      const flakes = material === 'MetallicFlakes';
      const paint = material === 'MetallicPaint';
      return {
        regionName: r.regionName as RegionName,
        material,
        metallicFlake_Style: style('MetallicFlakes'),
        metallicFlake_FlakeColorRGB: flakes ? r.flakeColor : null,
        metallicFlake_FlakeStrength: flakes ? (r.flakeStrength as never) : null,
        metallicPaint_Style: style('MetallicPaint'),
        metallicPaint_FlakeColorRGB: paint ? r.flakeColor : null,
        metallicPaint_FlakeStrength: paint ? (r.flakeStrength as never) : null,
        wrap_Style: style('Wrap'),
        sticker_Style: style('Stickers'),
        chrome_Style: style('Chrome'),
      };
    });
}

export function toRegionRow(c: RegionConfigurationInput): RegionRow {
  const row: RegionRow = {
    regionName: c.regionName,
    material: c.material,
    baseStyle: null,
    flakeColor: null,
    flakeStrength: null,
  };
  switch (c.material) {
    case 'MetallicFlakes':
      return {
        ...row,
        baseStyle: c.metallicFlake_Style ?? null,
        flakeColor: c.metallicFlake_FlakeColorRGB ?? null,
        flakeStrength: c.metallicFlake_FlakeStrength ?? null,
      };
    case 'MetallicPaint':
      return {
        ...row,
        baseStyle: c.metallicPaint_Style ?? null,
        flakeColor: c.metallicPaint_FlakeColorRGB ?? null,
        flakeStrength: c.metallicPaint_FlakeStrength ?? null,
      };
    case 'Wrap':
      return { ...row, baseStyle: c.wrap_Style ?? null };
    case 'Stickers':
      return { ...row, baseStyle: c.sticker_Style ?? null };
    case 'Chrome':
      return { ...row, baseStyle: c.chrome_Style ?? null };
    case 'Carbon':
      return row;
  }
}
