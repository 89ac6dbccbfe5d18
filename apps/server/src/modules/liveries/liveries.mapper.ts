import {
  compareRegions,
  type LiveryListItem,
  type Material,
  type RegionConfiguration,
  type RegionConfigurationInput,
  type RegionName,
} from '@paddock/contract';
import { toIso } from '../../db/dialect';
import type { Storage } from '../../storage/storage';
import type { LiveryListRow } from './liveries.repository';

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
      downloadCount: Number(r.downloadCount),
      favoriteCount: Number(r.favoriteCount),
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

const EMPTY_STYLES = {
  metallicFlake_Style: null,
  metallicFlake_FlakeColorRGB: null,
  metallicFlake_FlakeStrength: null,
  metallicPaint_Style: null,
  metallicPaint_FlakeColorRGB: null,
  metallicPaint_FlakeStrength: null,
  wrap_Style: null,
  sticker_Style: null,
  chrome_Style: null,
};

/** Stored rows keep one generic style column; clients read the spec's per-material fields. */
export function toRegionConfigurations(rows: RegionRow[]): RegionConfiguration[] {
  return [...rows]
    .sort((a, b) => compareRegions(a.regionName, b.regionName))
    .map((r) => {
      const out = {
        ...EMPTY_STYLES,
        regionName: r.regionName as RegionName,
        material: r.material as Material,
      } as RegionConfiguration;
      const s = r.baseStyle as never;
      switch (r.material as Material) {
        case 'MetallicFlakes':
          Object.assign(out, {
            metallicFlake_Style: s,
            metallicFlake_FlakeColorRGB: r.flakeColor,
            metallicFlake_FlakeStrength: r.flakeStrength,
          });
          break;
        case 'MetallicPaint':
          Object.assign(out, {
            metallicPaint_Style: s,
            metallicPaint_FlakeColorRGB: r.flakeColor,
            metallicPaint_FlakeStrength: r.flakeStrength,
          });
          break;
        case 'Wrap':
          out.wrap_Style = s;
          break;
        case 'Stickers':
          out.sticker_Style = s;
          break;
        case 'Chrome':
          out.chrome_Style = s;
          break;
        case 'Carbon':
          break;
      }
      return out;
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
