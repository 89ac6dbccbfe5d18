import type { RegionConfigurationInput } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toRegionRow } from './liveries.mapper';

export interface NewScreenshot {
  fullKey: string;
  thumbKey: string;
  width: number;
  height: number;
  /** Both WebP files' bytes, counted against the uploader's quota. */
  storedBytes: number;
}

/** Writes of a livery and the rows that hang off it; callers run these inside one transaction. */
export function createLiveryWritesRepository(db: Kysely<Database>) {
  async function replaceTags(liveryId: number, tagIds: readonly number[]) {
    await db.deleteFrom('livery_tag').where('livery_id', '=', liveryId).execute();
    const unique = [...new Set(tagIds)];
    if (unique.length > 0) {
      await db
        .insertInto('livery_tag')
        .values(unique.map((tag_id) => ({ livery_id: liveryId, tag_id })))
        .execute();
    }
  }

  async function replaceRegions(liveryId: number, configs: readonly RegionConfigurationInput[]) {
    await db.deleteFrom('region_configuration').where('livery_id', '=', liveryId).execute();
    await db
      .insertInto('region_configuration')
      .values(
        configs.map((c) => {
          const r = toRegionRow(c);
          return {
            livery_id: liveryId,
            region_name: r.regionName,
            material: r.material,
            base_style: r.baseStyle,
            flake_color: r.flakeColor,
            flake_strength: r.flakeStrength,
          };
        }),
      )
      .execute();
  }

  return {
    replaceTags,
    replaceRegions,

    async insertLivery(row: {
      uploaderId: number;
      carModelId: number;
      title: string;
      description: string;
      fileKey: string;
      fileSize: number;
    }): Promise<number> {
      const { id } = await db
        .insertInto('livery')
        .values({
          uploader_id: row.uploaderId,
          car_model_id: row.carModelId,
          title: row.title,
          description: row.description,
          file_key: row.fileKey,
          file_size: row.fileSize,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertScreenshots(liveryId: number, shots: readonly NewScreenshot[]) {
      await db
        .insertInto('screenshot')
        .values(
          shots.map((s, position) => ({
            livery_id: liveryId,
            position,
            full_key: s.fullKey,
            thumb_key: s.thumbKey,
            width: s.width,
            height: s.height,
            stored_bytes: s.storedBytes,
          })),
        )
        .execute();
    },

    async updateDetails(
      liveryId: number,
      fields: { title: string; description: string; carModelId: number },
      now: Date | string,
    ) {
      await db
        .updateTable('livery')
        .set({ title: fields.title, description: fields.description, car_model_id: fields.carModelId, updated_at: now })
        .where('id', '=', liveryId)
        .execute();
    },

    /** Every stored object of a livery, for deleting its files after its rows. */
    /** Who uploaded the livery (null once their account is gone) and its title; undefined if none. */
    findOwner: (liveryId: number, { lock = false } = {}) => {
      const row = db.selectFrom('livery').select(['uploader_id', 'title']).where('id', '=', liveryId);
      return (lock ? row.forUpdate() : row).executeTakeFirst();
    },

    async objectKeysOf(liveryId: number): Promise<string[]> {
      const livery = await db.selectFrom('livery').select('file_key').where('id', '=', liveryId).executeTakeFirst();
      const shots = await db
        .selectFrom('screenshot')
        .select(['full_key', 'thumb_key'])
        .where('livery_id', '=', liveryId)
        .execute();
      const preview = await db
        .selectFrom('livery_preview')
        .select(['texture_key', 'overlay_key'])
        .where('livery_id', '=', liveryId)
        .executeTakeFirst();
      // Every version's zip (issue 19); the newest is the livery's own file_key too.
      const versions = await db
        .selectFrom('livery_version')
        .select('file_key')
        .where('livery_id', '=', liveryId)
        .execute();
      return [
        ...new Set([...(livery ? [livery.file_key] : []), ...versions.map((v) => v.file_key)]),
        ...shots.flatMap((s) => [s.full_key, s.thumb_key]),
        ...(preview ? [preview.texture_key, preview.overlay_key] : []),
      ];
    },

    /**
     * Removes a livery's rows. Tags, screenshots, regions, favourites and downloads go with it
     * (cascade); reports stay for moderators, keeping the title they were filed under.
     */
    async deleteLivery(liveryId: number) {
      await db.updateTable('report').set({ livery_id: null }).where('livery_id', '=', liveryId).execute();
      await db.deleteFrom('livery').where('id', '=', liveryId).execute();
    },
  };
}
