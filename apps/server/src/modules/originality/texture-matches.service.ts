import { TEXTURE_MATCH_LIMITS, type TextureMatches, LIVERY_VERSION_MESSAGES as v } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { createDialect } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { MemberRateLimit } from '../../rate-limit/member-rate-limit';
import type { Storage } from '../../storage/storage';
import { LIVERY_NOT_FOUND } from '../liveries/liveries.service';
import { createPossibleCopiesRepository } from './possible-copies.repository';
import { nearCopiesOf, nearestLiveries } from './possible-copy-opener';
import { createTextureMatchesRepository } from './texture-matches.repository';

/**
 * Issue 36 point 3, the uploader's side: the liveries of other members a texture is a near copy
 * of, asked with the hash the upload page computed in the browser, before anything is uploaded.
 * A member's own liveries and versions never count (the lookup leaves out their uploads).
 */
export function createTextureMatchesService(db: Db, storage: Storage, limit: MemberRateLimit) {
  const repo = createTextureMatchesRepository(db.kysely);
  const dialect = createDialect(db.kind);
  const copies = createPossibleCopiesRepository(db.kysely, dialect);

  /**
   * A new version's: what the fingerprint job would open a case for once it is published (its
   * livery's declared original and the pairs an admin judged do not count), plus the pairs whose
   * case is still open, so the warning still shows them. Only the livery's uploader asks.
   */
  async function forVersion(viewer: Viewer, hash: string, liveryId: number): Promise<Map<number, number>> {
    const [livery] = await copies.candidates([liveryId]);
    if (!livery) throw AppError.notFound(LIVERY_NOT_FOUND);
    if (livery.uploaderId !== viewer.id) throw AppError.forbidden(v.notUploader, 'NOT_UPLOADER');
    const near = await nearCopiesOf(db, dialect, livery, hash, { openCasesCount: true });
    return new Map(near.map(({ original, distance }) => [original.id, distance]));
  }

  return {
    async matches(viewer: Viewer, textureHash: string, liveryId?: number): Promise<TextureMatches> {
      await limit.take(viewer.id);
      const hash = textureHash.toLowerCase();
      const distances =
        liveryId === undefined
          ? await nearestLiveries(db, hash, { uploaderId: viewer.id })
          : await forVersion(viewer, hash, liveryId);
      const ids = [...distances.keys()].slice(0, TEXTURE_MATCH_LIMITS.max);
      const rows = new Map((await repo.liveries(ids)).map((row) => [row.id, row]));
      const matches = [];
      for (const id of ids) {
        const row = rows.get(id);
        if (!row) continue;
        matches.push({
          liveryId: row.id,
          title: row.title,
          authorId: row.authorId,
          authorName: row.authorName,
          thumbnailUrl: row.thumbKey ? await storage.publicUrl(row.thumbKey) : null,
          distance: distances.get(id) as number,
          allowDerivatives: Boolean(row.allowDerivatives),
        });
      }
      return { matches };
    },
  };
}
