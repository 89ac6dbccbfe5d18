import { REGIONS, type RegionShares } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NewLiveryPreview {
  textureKey: string;
  overlayKey: string;
  storedBytes: number;
}

const SHARE_KEYS = [...REGIONS, 'unrecognised'] as const;

/** The flat view and region shares of a livery (migration 0011): written at upload, read by its page. */
export function createLiveryPreviewRepository(db: Kysely<Database>) {
  const insertPreview = async (liveryId: number, preview: NewLiveryPreview) => {
    await db
      .insertInto('livery_preview')
      .values({
        livery_id: liveryId,
        texture_key: preview.textureKey,
        overlay_key: preview.overlayKey,
        stored_bytes: preview.storedBytes,
      })
      .execute();
  };
  const insertShares = async (liveryId: number, shares: RegionShares) => {
    await db
      .insertInto('livery_region_share')
      .values(
        SHARE_KEYS.map((key) => ({
          livery_id: liveryId,
          region_name: key,
          share_per_mille: Math.round(shares[key] * 10),
        })),
      )
      .execute();
  };
  return {
    insertPreview,
    insertShares,

    /** A new version's flat view replaces the old (or removes it, when it has none): answers the old keys. */
    async replacePreview(liveryId: number, preview: NewLiveryPreview | null): Promise<string[]> {
      const old = await db
        .selectFrom('livery_preview')
        .select(['texture_key', 'overlay_key'])
        .where('livery_id', '=', liveryId)
        .executeTakeFirst();
      await db.deleteFrom('livery_preview').where('livery_id', '=', liveryId).execute();
      if (preview) await insertPreview(liveryId, preview);
      return old ? [old.texture_key, old.overlay_key] : [];
    },

    async replaceShares(liveryId: number, shares: RegionShares) {
      await db.deleteFrom('livery_region_share').where('livery_id', '=', liveryId).execute();
      await insertShares(liveryId, shares);
    },

    /** The stored shares, or null when the livery predates them. */
    async findShares(liveryId: number): Promise<RegionShares | null> {
      const rows = await db
        .selectFrom('livery_region_share')
        .select(['region_name as regionName', 'share_per_mille as perMille'])
        .where('livery_id', '=', liveryId)
        .execute();
      return toRegionShares(rows);
    },
  };
}

/** A livery's share rows as its page shows them (per cent), or null when it predates them. */
export function toRegionShares(
  rows: readonly { regionName: string; perMille: number | string }[],
): RegionShares | null {
  if (rows.length === 0) return null;
  const shares = Object.fromEntries(SHARE_KEYS.map((key) => [key, 0])) as RegionShares;
  for (const row of rows) {
    if ((SHARE_KEYS as readonly string[]).includes(row.regionName)) {
      shares[row.regionName as keyof RegionShares] = Number(row.perMille) / 10;
    }
  }
  return shares;
}
