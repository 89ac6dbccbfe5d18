import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Fingerprint, hammingDistance, hashBands } from './fingerprint';

/** How many times the job tries a version before leaving it (each failure is logged). */
export const MAX_ATTEMPTS = 3;
/** The widest lookup the 4-band index answers exactly, 2 bits within one band (decision 0011). */
export const MAX_LOOKUP_DISTANCE = 11;

export interface NearFingerprint {
  liveryVersionId: number;
  liveryId: number;
  uploaderId: number | null;
  hash: string;
  colour: string;
  distance: number;
}

export interface FingerprintProgress {
  versions: number;
  fingerprinted: number;
  failed: number;
}

/** Every 16-bit value within `radius` bits of `value` (1 + 16 + 120 of them at radius 2). */
export function bandNeighbours(value: number, radius: number): number[] {
  const out = [value];
  let frontier = [{ value, lowest: 0 }];
  for (let step = 0; step < radius; step += 1) {
    const next: { value: number; lowest: number }[] = [];
    // Flipping bits in increasing order only: each neighbour is made once.
    for (const { value: v, lowest } of frontier) {
      for (let bit = lowest; bit < 16; bit += 1) next.push({ value: v ^ (1 << bit), lowest: bit + 1 });
    }
    for (const n of next) out.push(n.value);
    frontier = next;
  }
  return out;
}

/** A livery whose uploader's account is gone has none, and still counts. */
const notUploadedBy = (uploaderId: number) => (eb: ExpressionBuilder<Database & { l: Database['livery'] }, 'l'>) =>
  eb.or([eb('l.uploader_id', 'is', null), eb('l.uploader_id', '<>', uploaderId)]);

export function createFingerprintsRepository(kysely: Kysely<Database>) {
  return {
    /** A new row, so its `id` is after every row an in-memory index has read (migration 0030). */
    async save(version: { id: number; liveryId: number }, texture: Fingerprint, regionHash: string | null) {
      const [band_0, band_1, band_2, band_3] = hashBands(texture.hash);
      await kysely.deleteFrom('livery_fingerprint').where('livery_version_id', '=', version.id).execute();
      await kysely
        .insertInto('livery_fingerprint')
        .values({
          livery_version_id: version.id,
          livery_id: version.liveryId,
          texture_hash: texture.hash,
          band_0,
          band_1,
          band_2,
          band_3,
          colour: texture.colour,
          region_hash: regionHash,
        })
        .execute();
    },

    async recordFailure(version: { id: number; liveryId: number }, error: string) {
      await kysely
        .insertInto('livery_fingerprint')
        .values({ livery_version_id: version.id, livery_id: version.liveryId, error: error.slice(0, 500) })
        .onConflict((oc) =>
          oc
            .column('livery_version_id')
            .doUpdateSet((eb) => ({
              error: error.slice(0, 500),
              attempts: eb(eb.ref('livery_fingerprint.attempts'), '+', 1),
              computed_at: new Date().toISOString(),
            }))
            // Another instance may have fingerprinted it meanwhile: its hash stays.
            .where('livery_fingerprint.texture_hash', 'is', null),
        )
        .execute();
    },

    /**
     * Versions waiting for a fingerprint, oldest first: queued by a trigger when written (0034), or
     * failed and still worth retrying. Read through the partial index of rows without a hash, so
     * an idle job reads nothing.
     */
    async pending(limit: number): Promise<{ id: number; liveryId: number; fileKey: string }[]> {
      // The queue first, then its versions: joined, SQLite's planner scanned every version instead.
      const queued = kysely
        .selectFrom('livery_fingerprint')
        .select('livery_version_id')
        .where('texture_hash', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .orderBy('livery_version_id')
        .limit(limit);
      return kysely
        .selectFrom(queued.as('f'))
        .innerJoin('livery_version as v', 'v.id', 'f.livery_version_id')
        .select(['v.id as id', 'v.livery_id as liveryId', 'v.file_key as fileKey'])
        .orderBy('f.livery_version_id')
        .execute();
    },

    async progress(): Promise<FingerprintProgress> {
      const versions = await kysely
        .selectFrom('livery_version')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const done = await kysely
        .selectFrom('livery_fingerprint')
        .select((eb) => [
          eb.fn.count<number>('texture_hash').as('ok'),
          // A queued version (0 attempts) has not failed yet.
          eb.fn.countAll<number>().filterWhere('attempts', '>', 0).filterWhere('texture_hash', 'is', null).as('failed'),
        ])
        .executeTakeFirstOrThrow();
      return {
        versions: Number(versions.n),
        fingerprinted: Number(done.ok),
        failed: Number(done.failed),
      };
    },

    /** Fingerprints written after row `afterId`, in order: what an in-memory index has not read yet. */
    async hashesAfter(afterId: number, limit: number) {
      const rows = await kysely
        .selectFrom('livery_fingerprint')
        .select(['id', 'livery_version_id as liveryVersionId', 'livery_id as liveryId', 'texture_hash as hash'])
        .where('id', '>', afterId)
        .where('texture_hash', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, hash: r.hash as string }));
    },

    /** Of these versions, the ones still on the site and not `excludeUploaderId`'s, with colour and uploader. */
    async liveMatches(versionIds: number[], excludeUploaderId: number | null) {
      if (versionIds.length === 0) return [];
      let query = kysely
        .selectFrom('livery_fingerprint as f')
        .innerJoin('livery as l', 'l.id', 'f.livery_id')
        .where('f.livery_version_id', 'in', versionIds)
        .select(['f.livery_version_id as liveryVersionId', 'f.colour as colour', 'l.uploader_id as uploaderId']);
      if (excludeUploaderId !== null) query = query.where(notUploadedBy(excludeUploaderId));
      return query.execute();
    },

    /**
     * The fingerprints within `maxDistance` bits of `hash`, nearest first, leaving out the
     * liveries of `excludeUploaderId` (a member's own earlier work never counts as a copy).
     * Multi-index hashing: two hashes within d bits agree within ⌊d/4⌋ bits on at least one of
     * the four bands, so the candidates are the rows whose band is near the query's (indexed),
     * and only those are compared exactly.
     */
    async nearestFingerprints(hash: string, maxDistance: number, excludeUploaderId: number | null) {
      if (maxDistance > MAX_LOOKUP_DISTANCE)
        throw new RangeError(`The band index answers up to ${MAX_LOOKUP_DISTANCE} bits.`);
      const radius = Math.floor(Math.max(0, maxDistance) / 4);
      const bands = hashBands(hash).map((band) => bandNeighbours(band, radius));
      let query = kysely
        .selectFrom('livery_fingerprint as f')
        .innerJoin('livery as l', 'l.id', 'f.livery_id')
        .where((eb) =>
          eb.or([
            eb('f.band_0', 'in', bands[0] as number[]),
            eb('f.band_1', 'in', bands[1] as number[]),
            eb('f.band_2', 'in', bands[2] as number[]),
            eb('f.band_3', 'in', bands[3] as number[]),
          ]),
        )
        .select([
          'f.livery_version_id as liveryVersionId',
          'f.livery_id as liveryId',
          'l.uploader_id as uploaderId',
          'f.texture_hash as hash',
          'f.colour as colour',
        ]);
      if (excludeUploaderId !== null) {
        // A livery whose uploader's account is gone has none, and still counts.
        query = query.where((eb) =>
          eb.or([eb('l.uploader_id', 'is', null), eb('l.uploader_id', '<>', excludeUploaderId)]),
        );
      }
      const candidates = await query.execute();
      const near: NearFingerprint[] = [];
      for (const c of candidates) {
        const distance = hammingDistance(hash, c.hash as string);
        if (distance <= maxDistance) near.push({ ...c, hash: c.hash as string, colour: c.colour as string, distance });
      }
      return near.sort((a, b) => a.distance - b.distance || a.liveryVersionId - b.liveryVersionId);
    },
  };
}
