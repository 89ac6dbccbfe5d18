import { COLLECTION_LIMITS, COLLECTION_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);
let owner: TestUser;
let liveries: { id: number; title: string }[];
const ids = () => liveries.map((l) => l.id);

beforeAll(async () => {
  owner = await createUser(t.app);
  liveries = [await uploadLivery(t.app, owner, { fields: { Title: 'Limit Car' } })];
});

describe('collections: limits and documentation', () => {
  it('caps collections per member and entries per collection', async () => {
    const member = await createUser(t.app);
    const kysely = t.app.deps.db.kysely;
    await kysely
      .insertInto('collection')
      .values(
        Array.from({ length: COLLECTION_LIMITS.perMember }, (_, i) => ({
          owner_id: member.id,
          name: `c${i}`,
          visibility: 'private',
        })),
      )
      .execute();
    // Two at once for the last free place: exactly one gets it.
    await kysely.deleteFrom('collection').where('owner_id', '=', member.id).where('name', '=', 'c0').execute();
    const racing = await Promise.all(
      [1, 2].map((n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/collections',
          headers: member.headers,
          payload: { name: `race ${n}` },
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: member.headers,
      payload: { name: 'one more' },
    });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toBe(COLLECTION_MESSAGES.tooManyCollections);

    const full = await createCollection(t.app, owner);
    await kysely
      .updateTable('collection')
      .set({ entry_count: COLLECTION_LIMITS.entriesMax })
      .where('id', '=', full.id)
      .execute();
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/collections/${full.id}/entries`,
      headers: owner.headers,
      payload: { liveryId: ids()[0] },
    });
    expect(add.statusCode).toBe(409);
    expect(json(add).message).toBe(COLLECTION_MESSAGES.collectionFull);
  });

  it('documents every collections endpoint in the OpenAPI document', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/collections',
        '/api/collections/mine',
        '/api/collections/{id}',
        '/api/collections/{id}/pack.zip',
        '/api/collections/{id}/entries',
        '/api/collections/{id}/entries/{liveryId}',
        '/api/collections/{id}/order',
        '/api/users/{id}/collections',
      ]),
    );
    expect(doc.paths['/api/collections/{id}/entries/{liveryId}'].patch.parameters).toContainEqual(
      expect.objectContaining({ name: 'liveryId', in: 'path' }),
    );
  });
});
