import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';

export interface NewLiveryVersion {
  liveryId: number;
  number: number;
  fileKey: string;
  fileSize: number;
  changelog: string | null;
}

/** A livery's versions (migration 0013) and the rows a new version replaces; writes run inside one transaction. */
export function createLiveryVersionsRepository(db: Kysely<Database>) {
  const liveryHead = (liveryId: number) =>
    db
      .selectFrom('livery')
      .select(['uploader_id as uploaderId', 'current_version as currentVersion'])
      .where('id', '=', liveryId);

  return {
    async insertVersion(v: NewLiveryVersion): Promise<void> {
      await db
        .insertInto('livery_version')
        .values({
          livery_id: v.liveryId,
          number: v.number,
          file_key: v.fileKey,
          file_size: v.fileSize,
          changelog: v.changelog,
        })
        .execute();
    },

    /**
     * The livery's uploader and newest version number, locking its row on PostgreSQL so two
     * versions published at once cannot take the same number (SQLite serialises writes already).
     */
    lockLivery(liveryId: number, kind: DatabaseKind) {
      const q = liveryHead(liveryId);
      return (kind === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
    },

    /** The same, without a lock, for reads. */
    findLivery: (liveryId: number) => liveryHead(liveryId).executeTakeFirst(),

    /** Points the livery at its newest zip; `updated_at` moves, so installs see an update. */
    async setCurrent(liveryId: number, v: { number: number; fileKey: string; fileSize: number }, now: Date | string) {
      await db
        .updateTable('livery')
        .set({ current_version: v.number, file_key: v.fileKey, file_size: v.fileSize, updated_at: now })
        .where('id', '=', liveryId)
        .execute();
    },

    /** Newest first. */
    list: (liveryId: number) =>
      db
        .selectFrom('livery_version')
        .select([
          'id',
          'number',
          'file_key as fileKey',
          'file_size as fileSize',
          'changelog',
          'created_at as createdAt',
          'download_count as downloadCount',
        ])
        .where('livery_id', '=', liveryId)
        .orderBy('number', 'desc')
        .execute(),

    find: (liveryId: number, number: number) =>
      db
        .selectFrom('livery_version')
        .select(['id', 'number', 'file_key as fileKey'])
        .where('livery_id', '=', liveryId)
        .where('number', '=', number)
        .executeTakeFirst(),

    /** The regions the livery has a material for, to check a new region map against. */
    async configuredRegions(liveryId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('region_configuration')
        .select('region_name')
        .where('livery_id', '=', liveryId)
        .execute();
      return rows.map((r) => r.region_name);
    },

    /** Removes the gallery rows and answers their keys, for deleting the files after the commit. */
    async takeScreenshots(liveryId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('screenshot')
        .select(['full_key', 'thumb_key'])
        .where('livery_id', '=', liveryId)
        .execute();
      await db.deleteFrom('screenshot').where('livery_id', '=', liveryId).execute();
      return rows.flatMap((r) => [r.full_key, r.thumb_key]);
    },

    /** Every version's zip key of a livery, for deleting the files after its rows. */
    async fileKeysOf(liveryId: number): Promise<string[]> {
      const rows = await db.selectFrom('livery_version').select('file_key').where('livery_id', '=', liveryId).execute();
      return rows.map((r) => r.file_key);
    },
  };
}
