import {
  type BrowseQuery,
  type DerivativesQuery,
  type LiveryDetail,
  type LiveryListItem,
  type LiveryPage,
  liveryDownloadFileName,
  type PublicProfile,
  ratingAverageOf,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { shownName, toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { createAuthorProfileRepository } from './author-profile.repository';
import { creditOf } from './credit/livery-credit.service';
import { toListItems, toRegionConfigurations } from './liveries.mapper';
import { createLiveriesRepository, type LiveryListRow } from './repository/liveries.repository';

export const LIVERY_NOT_FOUND = 'Livery not found.';

/** Reading liveries: browse and search, home lists, detail, related, own and public lists. */
export function createLiveryReadService(db: Db, storage: Storage) {
  const repo = createLiveriesRepository(db.kysely);
  const authors = createAuthorProfileRepository(db.kysely);

  const listItems = (rows: LiveryListRow[]): Promise<LiveryListItem[]> => toListItems(rows, storage);

  return {
    async browse(query: BrowseQuery): Promise<LiveryPage> {
      const { rows, total, capped, search } = await repo.browse(query);
      return {
        items: await listItems(rows),
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
        ...(capped ? { totalCapped: true } : {}),
        ...(search ? { search } : {}),
      };
    },

    latest: async (count: number) => listItems(await repo.latest(count)),
    mostFavorited: async (count: number) => listItems(await repo.mostFavorited(count)),
    byUploader: async (userId: number) => listItems(await repo.byUploader(userId)),
    /** Cards of these liveries in this order, leaving out any that no longer exist (collections). */
    inOrder: async (ids: readonly number[]) => listItems(await repo.inOrder(ids)),
    /** What a league pack zip needs of each livery, in this order (collections). */
    async packFiles(ids: readonly number[]) {
      return (await repo.inOrder(ids)).map((r) => ({
        id: r.id,
        title: r.title,
        carModelName: r.carModelName,
        fileKey: r.fileKey,
        fileSize: Number(r.fileSize),
      }));
    },

    async related(id: number, limit: number): Promise<LiveryListItem[]> {
      const rows = await repo.related(id, limit);
      if (!rows) throw AppError.notFound(LIVERY_NOT_FOUND);
      return listItems(rows);
    },

    async detail(id: number, viewer: Viewer | null): Promise<LiveryDetail> {
      const row = await repo.findForDetail(id, viewer?.id ?? 0);
      if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
      return {
        id: row.id,
        title: row.title,
        description: row.description,
        uploader:
          row.uploaderId !== null && row.authorUsername ? { id: row.uploaderId, username: row.authorUsername } : null,
        tags: row.tags,
        carClassId: row.carClassId,
        carClassName: row.carClassName,
        carModelId: row.carModelId,
        carModelName: row.carModelName,
        installFolder: row.installFolder,
        uploadDate: toIso(row.uploadDate),
        updatedAt: toIso(row.updatedAt),
        downloadCount: Number(row.downloadCount),
        favoriteCount: Number(row.favoriteCount),
        isFavoritedByCurrentUser: row.favorited,
        ratingAverage: ratingAverageOf(Number(row.ratingCount), Number(row.ratingSum)),
        ratingCount: Number(row.ratingCount),
        liveryFileUrl: await storage.downloadUrl(row.fileKey, {
          filename: liveryDownloadFileName(row.title, row.id),
          contentType: 'application/zip',
        }),
        fileSize: Number(row.fileSize),
        screenshots: await Promise.all(
          row.screenshots.map(async (s) => ({
            id: s.id,
            url: await storage.publicUrl(s.fullKey),
            thumbnailUrl: await storage.publicUrl(s.thumbKey),
            width: s.width,
            height: s.height,
          })),
        ),
        regionConfigurations: toRegionConfigurations(row.regions),
        flatView: row.preview
          ? {
              textureUrl: await storage.publicUrl(row.preview.textureKey),
              overlayUrl: await storage.publicUrl(row.preview.overlayKey),
            }
          : null,
        regionShares: row.regionShares,
        basedOn: creditOf(row),
        allowDerivatives: row.allowDerivatives,
        derivativeCount: row.derivativeCount,
      };
    },

    /** Issue 36: the liveries based on one, newest first; 404 when it does not exist. */
    async derivatives(id: number, query: DerivativesQuery): Promise<LiveryPage> {
      const page = await repo.derivatives(id, query.pageNumber, query.pageSize);
      if (!page) throw AppError.notFound(LIVERY_NOT_FOUND);
      return {
        items: await listItems(page.rows),
        totalCount: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
      };
    },

    async publicProfile(userId: number): Promise<PublicProfile> {
      const user = await authors.findAuthor(userId);
      if (!user) throw AppError.notFound(`User with ID ${userId} not found.`);
      return {
        id: user.id,
        username: shownName(user.displayUsername, user.username, 'Unknown'),
        dateRegistered: toIso(user.createdAt),
        uploadedLiveries: await listItems(await repo.byUploader(userId)),
      };
    },
  };
}

export type LiveryReadService = ReturnType<typeof createLiveryReadService>;
