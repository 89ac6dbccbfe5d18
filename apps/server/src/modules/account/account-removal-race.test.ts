import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { blockedBehind } from '../../test/lock-waits';
import { testDatabaseKind, useTestApp } from '../../test/test-app';

const t = useTestApp();

/**
 * PostgreSQL runs writes side by side (SQLite takes them one at a time). An upload holds its
 * member's row while it commits; an account removal that read the member's liveries before that
 * commit used to miss the new one, which then survived with no owner.
 */
describe.runIf(testDatabaseKind() === 'postgres')('an account removal racing an upload', () => {
  it('waits for the upload and removes its livery too', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const member = await createUser(t.app);
    const db = t.app.deps.db.kysely;
    const model = await db.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
    let removal: Promise<{ statusCode: number; body: string }> | undefined;
    const liveryId = await db.transaction().execute(async (trx) => {
      // The upload's hold on its member (storage-usage.repository.ts `lockMember`).
      await trx.selectFrom('user').select('id').where('id', '=', member.id).forUpdate().execute();
      removal = t.app.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: admin.headers });
      // The removal has reached the member's row on its own connection and waits: the two really race.
      expect(await blockedBehind(trx, db)).toEqual([expect.stringMatching(/"user"/)]);
      const fileKey = `liveries/test/${randomBytes(8).toString('hex')}.zip`;
      const { id } = await trx
        .insertInto('livery')
        .values({ uploader_id: member.id, car_model_id: model.id, title: 'Raced', file_key: fileKey, file_size: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    const res = await removal;
    expect(res?.statusCode, res?.body).toBe(204);
    expect(await db.selectFrom('livery').select('id').where('id', '=', liveryId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('user').select('id').where('id', '=', member.id).executeTakeFirst()).toBeUndefined();
  });
});
