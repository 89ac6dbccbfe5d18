import { TEXTURE_MATCH_LIMITS, type TextureMatches } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import type { MemberRateLimit } from '../../rate-limit/member-rate-limit';
import type { Storage } from '../../storage/storage';
import { fingerprintLookup } from './fingerprint-index';
import { createTextureMatchesRepository } from './texture-matches.repository';
import { NEAR_COPY_DISTANCE } from './thresholds';

/**
 * Issue 36 point 3, the uploader's side: the liveries of other members a texture is a near copy
 * of, asked with the hash the upload page computed in the browser, before anything is uploaded.
 * A member's own liveries and versions never count (the lookup leaves out their uploads).
 */
export function createTextureMatchesService(db: Db, storage: Storage, limit: MemberRateLimit) {
  const repo = createTextureMatchesRepository(db.kysely);
  return {
    async matches(viewer: Viewer, textureHash: string): Promise<TextureMatches> {
      await limit.take(viewer.id);
      const near = await fingerprintLookup(db).nearestFingerprints(
        textureHash.toLowerCase(),
        NEAR_COPY_DISTANCE,
        viewer.id,
      );
      // One entry per livery, at its nearest version (the lookup answers nearest first).
      const distances = new Map<number, number>();
      for (const match of near) if (!distances.has(match.liveryId)) distances.set(match.liveryId, match.distance);
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
