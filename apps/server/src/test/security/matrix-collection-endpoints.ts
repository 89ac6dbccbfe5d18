import type { App } from '../../app';
import {
  adminOnly,
  type Endpoint,
  everyone,
  freshLivery,
  ownerOnly,
  ownerOrAdmin,
  signedIn,
} from './authorization-endpoints';
import type { SecurityWorld } from './security-world';

/** A collection of the world's owner, straight in the database, holding the owner's livery. */
async function freshCollection(
  app: App,
  w: SecurityWorld,
  options: { visibility?: 'public' | 'private'; isLeaguePack?: boolean; entries?: boolean } = {},
): Promise<number> {
  const db = app.deps.db.kysely;
  const { id } = await db
    .insertInto('collection')
    .values({
      owner_id: w.users.owner.id,
      name: 'Matrix collection',
      visibility: options.visibility ?? 'public',
      is_league_pack: app.deps.dialect.bool(options.isLeaguePack ?? false),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.entries !== false)
    await db
      .insertInto('collection_entry')
      .values({ collection_id: id, livery_id: w.ownerLivery, position: 0 })
      .execute();
  return id;
}

/** A private collection is 404 to all but its owner; a public one is 403 to other members' writes. */
const privateToOwner = { ...everyone(404, 403), owner: 200 };

/** Collections and league packs (issue 19). */
export const COLLECTION_ENDPOINTS: Endpoint[] = [
  {
    group: 'collections',
    name: 'GET /api/collections/:id (public)',
    call: async (app, w) => ({ method: 'GET', url: `/api/collections/${await freshCollection(app, w)}` }),
    expected: everyone(200, 403),
  },
  {
    group: 'collections',
    name: 'GET /api/collections/:id (private)',
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/collections/${await freshCollection(app, w, { visibility: 'private' })}`,
    }),
    expected: privateToOwner,
  },
  {
    group: 'collections',
    name: 'GET /api/collections/:id/pack.zip (private, empty)',
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/collections/${await freshCollection(app, w, { visibility: 'private', isLeaguePack: true, entries: false })}/pack.zip`,
    }),
    expected: { ...privateToOwner, owner: 409 },
  },
  {
    group: 'collections',
    name: 'GET /api/users/:id/collections',
    call: (_a, w) => ({ method: 'GET', url: `/api/users/${w.users.owner.id}/collections` }),
    expected: everyone(200),
  },
  {
    group: 'collections',
    name: 'GET /api/collections/mine',
    call: () => ({ method: 'GET', url: '/api/collections/mine' }),
    expected: signedIn(200),
  },
  {
    group: 'collections',
    name: 'POST /api/collections',
    call: () => ({ method: 'POST', url: '/api/collections', payload: { name: 'Matrix' } }),
    expected: signedIn(201),
  },
  {
    group: 'collections',
    name: 'PATCH /api/collections/:id',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/collections/${await freshCollection(app, w)}`,
      payload: { name: 'Renamed' },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'DELETE /api/collections/:id (public: its owner, or an admin moderating)',
    call: async (app, w) => ({ method: 'DELETE', url: `/api/collections/${await freshCollection(app, w)}` }),
    expected: ownerOrAdmin(204),
  },
  {
    group: 'collections',
    name: 'DELETE /api/collections/:id (private: its owner only)',
    call: async (app, w) => ({
      method: 'DELETE',
      url: `/api/collections/${await freshCollection(app, w, { visibility: 'private' })}`,
    }),
    expected: { ...everyone(404, 403), anonymous: 401, owner: 204 },
  },
  {
    group: 'collections',
    name: 'POST /api/collections/:id/entries',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/collections/${await freshCollection(app, w)}/entries`,
      payload: { liveryId: await freshLivery(app, w) },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'PATCH /api/collections/:id/entries/:liveryId',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/collections/${await freshCollection(app, w, { isLeaguePack: true })}/entries/${w.ownerLivery}`,
      payload: { carNumber: '12' },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'PUT /api/collections/:id/entries',
    call: async (app, w) => ({
      method: 'PUT',
      url: `/api/collections/${await freshCollection(app, w, { isLeaguePack: true })}/entries`,
      payload: { entries: [{ liveryId: w.ownerLivery, carNumber: '12', driverOrTeam: 'Matrix' }] },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'DELETE /api/collections/:id/entries/:liveryId',
    call: async (app, w) => ({
      method: 'DELETE',
      url: `/api/collections/${await freshCollection(app, w)}/entries/${w.ownerLivery}`,
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'PUT /api/collections/:id/order',
    call: async (app, w) => ({
      method: 'PUT',
      url: `/api/collections/${await freshCollection(app, w)}/order`,
      payload: { liveryIds: [w.ownerLivery] },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'collections',
    name: 'POST /api/reports/collection/:id (public; never one’s own)',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/reports/collection/${await freshCollection(app, w)}`,
      payload: { reason: 'OffensiveContent', comment: 'x' },
    }),
    expected: { ...signedIn(201), owner: 400 },
  },
  {
    group: 'collections',
    name: 'POST /api/reports/collection/:id (private)',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/reports/collection/${await freshCollection(app, w, { visibility: 'private' })}`,
      payload: { reason: 'Other', comment: null },
    }),
    expected: { ...signedIn(404), owner: 400 },
  },
  {
    group: 'collections',
    name: 'GET /api/admin/collections',
    call: () => ({ method: 'GET', url: '/api/admin/collections?search=matrix' }),
    expected: adminOnly(200),
  },
  {
    group: 'collections',
    name: 'POST /api/admin/collections/:id/remove',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/admin/collections/${await freshCollection(app, w)}/remove`,
      payload: { reason: 'Matrix' },
    }),
    expected: adminOnly(204),
  },
];
