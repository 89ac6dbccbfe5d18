import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import * as m0032 from './0032-fingerprints-recomputed';

const t = useTestApp();

describe('migration 0032 (fingerprints recomputed the browser’s way)', () => {
  it('deletes every stored fingerprint, made or failed, so the job computes them again', async () => {
    const { kysely, kind } = t.app.deps.db;
    const member = await createUser(t.app);
    for (const [i, hash] of ['0123456789abcdef', null].entries()) {
      const liveryId = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: 1, title: `Old ${i}` });
      const version = await kysely
        .selectFrom('livery_version')
        .select('id')
        .where('livery_id', '=', liveryId)
        .executeTakeFirstOrThrow();
      // The version's queued row (0034) as the job left it: hashed, or failed.
      await kysely
        .updateTable('livery_fingerprint')
        .set({ texture_hash: hash, error: hash ? null : 'x', attempts: 1 })
        .where('livery_version_id', '=', version.id)
        .execute();
    }
    const count = async () =>
      Number(
        (
          await kysely
            .selectFrom('livery_fingerprint')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2);
    await m0032.up(kysely as unknown as Kysely<unknown>, kind);
    expect(await count()).toBe(0);
  });
});
