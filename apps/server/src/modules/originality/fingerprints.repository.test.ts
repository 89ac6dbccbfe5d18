import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { fingerprintLookup } from './fingerprint-index';
import { bandNeighbours, createFingerprintsRepository, MAX_LOOKUP_DISTANCE } from './fingerprints.repository';

const t = useTestApp();
let painter: TestUser;
let other: TestUser;

/** `base` with the given bits (0 = least significant) flipped. */
const flip = (base: bigint, bits: number[]) =>
  bits
    .reduce((h, bit) => h ^ (1n << BigInt(bit)), base)
    .toString(16)
    .padStart(16, '0');
const BASE = 0x0123456789abcdefn;

async function storeHash(uploaderId: number, hash: string) {
  const liveryId = await insertLiveryRow(t.app, { uploaderId, carModelId: 1, title: hash });
  const version = await t.app.deps.db.kysely
    .selectFrom('livery_version')
    .select('id')
    .where('livery_id', '=', liveryId)
    .executeTakeFirstOrThrow();
  await createFingerprintsRepository(t.app.deps.db.kysely).save(
    { id: version.id, liveryId },
    { hash, colour: '000000000000' },
    null,
  );
  return liveryId;
}

beforeAll(async () => {
  painter = await createUser(t.app);
  other = await createUser(t.app);
});

describe('nearestFingerprints (multi-index hashing over four 16-bit bands)', () => {
  it('lists every neighbour of a band value once', () => {
    expect(bandNeighbours(0xabcd, 0)).toEqual([0xabcd]);
    expect(new Set(bandNeighbours(0xabcd, 1)).size).toBe(17);
    expect(new Set(bandNeighbours(0xabcd, 2)).size).toBe(137);
  });

  it('finds exactly the hashes within the distance, in SQL and from memory, even with their bits spread over every band', async () => {
    // 11 bits spread 3, 3, 3, 2 over the bands: no band matches exactly, one is within 2 bits.
    const spread = flip(BASE, [0, 1, 2, 16, 17, 18, 32, 33, 34, 48, 49]);
    const far = flip(BASE, [0, 1, 2, 16, 17, 18, 32, 33, 34, 48, 49, 50]);
    const near = flip(BASE, [5, 40]);
    const ids = {
      same: await storeHash(other.id, flip(BASE, [])),
      near: await storeHash(other.id, near),
      spread: await storeHash(other.id, spread),
      far: await storeHash(other.id, far),
      own: await storeHash(painter.id, near),
    };
    const repo = createFingerprintsRepository(t.app.deps.db.kysely);
    const memory = fingerprintLookup(t.app.deps.db);
    for (const lookup of [repo, memory]) {
      const found = await lookup.nearestFingerprints(flip(BASE, []), MAX_LOOKUP_DISTANCE, painter.id);
      expect(found.map((f) => [f.liveryId, f.distance, f.hash])).toEqual([
        [ids.same, 0, flip(BASE, [])],
        [ids.near, 2, near],
        [ids.spread, 11, spread],
      ]);
      const closer = await lookup.nearestFingerprints(flip(BASE, []), 3, null);
      expect(closer.map((f) => f.liveryId)).toEqual([ids.same, ids.near, ids.own]);
      await expect(lookup.nearestFingerprints(flip(BASE, []), 12, null)).rejects.toThrow(RangeError);
    }

    // The in-memory index catches up with new rows and never returns a deleted livery.
    const later = await storeHash(other.id, flip(BASE, [63]));
    await t.app.deps.db.kysely.deleteFrom('livery').where('id', '=', ids.near).execute();
    const now = await memory.nearestFingerprints(flip(BASE, []), 3, painter.id);
    expect(now.map((f) => f.liveryId)).toEqual([ids.same, later]);
  });
});
