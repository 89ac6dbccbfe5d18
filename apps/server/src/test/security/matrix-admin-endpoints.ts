import type { App } from '../../app';
import { createUser, insertLiveryRow } from '../factories';
import {
  adminOnly,
  type Endpoint,
  freshCarClass,
  freshCarModel,
  freshCommentReport,
  freshContactMessage,
  freshLivery,
  freshReport,
  unique,
} from './authorization-endpoints';

/** A fresh open possible-copy case between two liveries of different members (issue 36). */
async function freshPossibleCopy(app: App, w: Parameters<typeof freshLivery>[1]): Promise<number> {
  const original = await freshLivery(app, w);
  const copy = await insertLiveryRow(app, { uploaderId: w.bystander.id, carModelId: w.carModelId });
  const { id } = await app.deps.db.kysely
    .insertInto('possible_copy_case')
    .values({
      livery_id: copy,
      original_livery_id: original,
      livery_title: 'Copy',
      original_title: 'Original',
      source: 'fingerprint',
      distance: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The back office: admin role only (moderators get no admin access, spec admin-and-pages §3). */
export const ADMIN_ENDPOINTS: Endpoint[] = [
  // Reports queue
  {
    group: 'reports queue',
    name: 'GET /api/reports',
    call: () => ({ method: 'GET', url: '/api/reports' }),
    expected: adminOnly(200),
  },
  {
    group: 'reports queue',
    name: 'GET /api/reports/stats',
    call: () => ({ method: 'GET', url: '/api/reports/stats' }),
    expected: adminOnly(200),
  },
  {
    group: 'reports queue',
    name: 'PATCH /api/reports/:id',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/reports/${await freshReport(app, w)}`,
      payload: { status: 'Dismissed' },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'reports queue',
    name: 'POST /api/reports/bulk',
    call: async (app, w) => ({
      method: 'POST',
      url: '/api/reports/bulk',
      payload: { ids: [await freshReport(app, w)], status: 'Resolved' },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'reports queue',
    name: 'POST /api/reports/:id/hide-comment',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/reports/${await freshCommentReport(app, w)}/hide-comment`,
    }),
    expected: adminOnly(200),
  },
  // Audit log (issue 34 §22)
  {
    group: 'audit log',
    name: 'GET /api/admin/audit',
    call: () => ({ method: 'GET', url: '/api/admin/audit?action=report&pageSize=5' }),
    expected: adminOnly(200),
  },
  // User administration
  {
    group: 'users admin',
    name: 'GET /api/users',
    call: () => ({ method: 'GET', url: '/api/users' }),
    expected: adminOnly(200),
  },
  {
    group: 'users admin',
    name: 'GET /api/users/admin/:id',
    call: (_a, w) => ({ method: 'GET', url: `/api/users/admin/${w.bystander.id}` }),
    expected: adminOnly(200),
  },
  {
    group: 'users admin',
    name: 'POST /api/users',
    call: () => {
      const name = unique('made');
      return {
        method: 'POST',
        url: '/api/users',
        payload: { email: `${name}@paddock.test`, username: name, password: 'correct-horse-battery', role: 'user' },
      };
    },
    expected: adminOnly(201),
  },
  {
    group: 'users admin',
    name: 'PUT /api/users/:id',
    call: (_a, w) => ({
      method: 'PUT',
      url: `/api/users/${w.bystander.id}`,
      payload: { username: w.bystander.username, role: 'user', status: 'active' },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'users admin',
    name: 'DELETE /api/users/:id',
    call: async (app) => ({ method: 'DELETE', url: `/api/users/${(await createUser(app)).id}` }),
    expected: adminOnly(204),
  },
  {
    group: 'users admin',
    name: 'POST /api/users/bulk',
    call: (_a, w) => ({ method: 'POST', url: '/api/users/bulk', payload: { ids: [w.bystander.id], action: 'unban' } }),
    expected: adminOnly(200),
  },
  {
    group: 'liveries admin',
    name: 'GET /api/admin/liveries',
    call: () => ({ method: 'GET', url: '/api/admin/liveries' }),
    expected: adminOnly(200),
  },
  {
    group: 'liveries admin',
    name: 'PATCH /api/admin/liveries/:id',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/admin/liveries/${await freshLivery(app, w)}`,
      payload: { title: 'Renamed by staff' },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'liveries admin',
    name: 'POST /api/admin/liveries/bulk',
    call: async (app, w) => ({
      method: 'POST',
      url: '/api/admin/liveries/bulk',
      payload: { ids: [await freshLivery(app, w)], action: 'addTag', tagId: w.tagId },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'contact inbox',
    name: 'GET /api/contact-messages',
    call: () => ({ method: 'GET', url: '/api/contact-messages' }),
    expected: adminOnly(200),
  },
  {
    group: 'contact inbox',
    name: 'PATCH /api/contact-messages/:id',
    call: async (app) => ({
      method: 'PATCH',
      url: `/api/contact-messages/${await freshContactMessage(app)}`,
      payload: { status: 'read' },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'mail outbox',
    name: 'GET /api/admin/mail',
    call: () => ({ method: 'GET', url: '/api/admin/mail' }),
    expected: adminOnly(200),
  },
  {
    group: 'mail outbox',
    name: 'POST /api/admin/mail/:id/resend',
    call: async (app) => ({ method: 'POST', url: `/api/admin/mail/${await freshFailedMail(app)}/resend` }),
    expected: adminOnly(202),
  },
  {
    group: 'fingerprint backfill',
    name: 'GET /api/admin/fingerprints',
    call: () => ({ method: 'GET', url: '/api/admin/fingerprints' }),
    expected: adminOnly(200),
  },
  {
    group: 'fingerprint backfill',
    name: 'PUT /api/admin/fingerprints',
    call: () => ({ method: 'PUT', url: '/api/admin/fingerprints', payload: { paused: false } }),
    expected: adminOnly(200),
  },
  {
    group: 'possible copies',
    name: 'GET /api/admin/possible-copies',
    call: () => ({ method: 'GET', url: '/api/admin/possible-copies?status=Open' }),
    expected: adminOnly(200),
  },
  {
    group: 'possible copies',
    name: 'GET /api/admin/possible-copies/:id',
    call: async (app, w) => ({ method: 'GET', url: `/api/admin/possible-copies/${await freshPossibleCopy(app, w)}` }),
    expected: adminOnly(200),
  },
  {
    group: 'possible copies',
    name: 'GET /api/admin/possible-copies/:id/difference.png',
    // Rows made here have no flat views: the admin's answer is the 404 that says so.
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/admin/possible-copies/${await freshPossibleCopy(app, w)}/difference.png`,
    }),
    expected: adminOnly(404),
  },
  {
    group: 'possible copies',
    name: 'POST /api/admin/possible-copies/:id/resolve',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/admin/possible-copies/${await freshPossibleCopy(app, w)}/resolve`,
      payload: { resolution: 'FalseMatch' },
    }),
    expected: adminOnly(200),
  },
  // Catalogue writes
  {
    group: 'catalogue writes',
    name: 'POST /api/tags',
    call: () => ({ method: 'POST', url: '/api/tags', payload: { name: unique('Tag') } }),
    expected: adminOnly(201),
  },
  {
    group: 'catalogue writes',
    name: 'PUT /api/tags/:id',
    call: (_a, w) => ({ method: 'PUT', url: `/api/tags/${w.tagId}`, payload: { name: unique('Renamed') } }),
    expected: adminOnly(200),
  },
  {
    group: 'catalogue writes',
    name: 'DELETE /api/tags/:id',
    call: async (app) => {
      const { id } = await app.deps.db.kysely
        .insertInto('tag')
        .values({ name: unique('Doomed') })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `/api/tags/${id}` };
    },
    expected: adminOnly(204),
  },
  {
    group: 'catalogue writes',
    name: 'POST /api/carclasses',
    call: () => ({ method: 'POST', url: '/api/carclasses', payload: { name: unique('Class') } }),
    expected: adminOnly(201),
  },
  {
    group: 'catalogue writes',
    name: 'POST /api/carmodels',
    call: (_a, w) => ({
      method: 'POST',
      url: '/api/carmodels',
      payload: { name: unique('Model'), carClassId: w.carClassId, aliases: ['Nickname'] },
    }),
    expected: adminOnly(201),
  },
  {
    group: 'catalogue writes',
    name: 'PUT /api/carclasses/:id',
    call: async (app) => ({
      method: 'PUT',
      url: `/api/carclasses/${await freshCarClass(app)}`,
      payload: { name: unique('Renamed') },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'catalogue writes',
    name: 'DELETE /api/carclasses/:id',
    call: async (app) => ({ method: 'DELETE', url: `/api/carclasses/${await freshCarClass(app)}` }),
    expected: adminOnly(204),
  },
  {
    group: 'catalogue writes',
    name: 'PUT /api/carmodels/:id',
    call: async (app, w) => ({
      method: 'PUT',
      url: `/api/carmodels/${await freshCarModel(app)}`,
      // Issue 38 §6: nicknames are set by this route too, so only admins set them.
      payload: { name: unique('Renamed'), carClassId: w.carClassId, aliases: ['Nickname'] },
    }),
    expected: adminOnly(200),
  },
  {
    group: 'catalogue writes',
    name: 'DELETE /api/carmodels/:id',
    call: async (app) => ({ method: 'DELETE', url: `/api/carmodels/${await freshCarModel(app)}` }),
    expected: adminOnly(204),
  },
  // Exports and statistics
  {
    group: 'exports',
    name: 'GET /api/users/export.csv',
    call: () => ({ method: 'GET', url: '/api/users/export.csv' }),
    expected: adminOnly(200),
  },
  {
    group: 'exports',
    name: 'GET /api/dashboard/stats',
    call: () => ({ method: 'GET', url: '/api/dashboard/stats' }),
    expected: adminOnly(200),
  },
];

/** A mail the outbox gave up on, for the resend row (the test app's SMTP is the outbox folder). */
async function freshFailedMail(app: App): Promise<number> {
  const { id } = await app.deps.db.kysely
    .insertInto('mail_outbox')
    .values({
      message_id: `<${unique('matrix')}@paddock.test>`,
      recipient: 'ann@paddock.test',
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
      next_attempt_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.deps.db.kysely.updateTable('mail_outbox').set({ state: 'failed' }).where('id', '=', id).execute();
  return id;
}
