import { MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { uploadForm } from '../livery-factory';
import { useTestApp } from '../test-app';
import { callDefaults, LIVERY_EDIT_BODY } from './authorization-endpoints';
import { ADMIN_ENDPOINTS } from './matrix-admin-endpoints';
import { MEMBER_ENDPOINTS } from './matrix-member-endpoints';
import { SITE_ENDPOINTS } from './matrix-site-endpoints';
import {
  buildSecurityWorld,
  expectClientError,
  headersFor,
  json,
  ROLE_NAMES,
  type RoleName,
  type SecurityWorld,
  stateCounts,
} from './security-world';

const t = useTestApp();
let world: SecurityWorld;

beforeAll(async () => {
  world = await buildSecurityWorld(t.app);
});

/** ASVS V8: every endpoint group × every kind of caller, with what each must get. */
const ENDPOINTS = [...MEMBER_ENDPOINTS, ...SITE_ENDPOINTS, ...ADMIN_ENDPOINTS];

describe.each(ENDPOINTS)('$name ($group)', (endpoint) => {
  it.each(ROLE_NAMES)('as %s', async (role) => {
    const call = await endpoint.call(t.app, world, role);
    const defaults = callDefaults();
    const headers = { ...defaults.headers, ...(await headersFor(t.app, world, role)), ...call.headers };
    const before = await stateCounts(t.app);
    const res = await t.app.inject({ ...call, headers, remoteAddress: defaults.remoteAddress } as never);
    const expected = endpoint.expected[role];
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expectClientError(res, expected);
    if (expected === 401 || expected === 403) {
      // A refused caller changes nothing anywhere.
      expect(await stateCounts(t.app)).toEqual(before);
      if (role === 'banned') expect(json(res).message).toBe(MESSAGES.auth.banned);
    }
  });
});

describe('IDOR: another member’s ids', () => {
  it('leaves a livery untouched when a member edits or deletes it', async () => {
    const { member, owner } = world.users;
    const url = `/api/liveries/${world.ownerLivery}`;
    const before = json(await t.app.inject({ method: 'GET', url }));
    const edit = await t.app.inject({ method: 'PUT', url, headers: member.headers, payload: LIVERY_EDIT_BODY });
    expectClientError(edit, 403);
    const remove = await t.app.inject({ method: 'DELETE', url, headers: member.headers });
    expectClientError(remove, 403);
    const after = json(await t.app.inject({ method: 'GET', url }));
    expect(after).toEqual(before);
    expect(after.uploader.id).toBe(owner.id);
  });

  it('answers a member’s own data only, whatever id is in the body or query', async () => {
    const { member, owner } = world.users;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/gdpr/export?userId=${owner.id}`,
      headers: member.headers,
      payload: { userId: owner.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(member.email);
    expect(res.body).not.toContain(owner.email);
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/liveries/my-liveries', headers: member.headers }));
    expect(mine).toEqual([]);
  });
});

describe('mass assignment: fields a client must never set', () => {
  type Case = [string, () => Promise<{ method: 'POST' | 'PUT' | 'PATCH'; url: string; as: RoleName; payload: object }>];
  const cases: Case[] = [
    [
      'role on the own profile',
      async () => ({
        method: 'PUT',
        url: '/api/users/me/profile',
        as: 'member',
        payload: { username: 'promoted_me', role: 'admin' },
      }),
    ],
    [
      'banned on the own profile',
      async () => ({
        method: 'PUT',
        url: '/api/users/me/profile',
        as: 'member',
        payload: { username: 'free_me', banned: false },
      }),
    ],
    [
      'emailVerified on the own profile',
      async () => ({
        method: 'PUT',
        url: '/api/users/me/profile',
        as: 'member',
        payload: { email: 'x@paddock.test', emailVerified: true },
      }),
    ],
    [
      'uploaderId on a livery edit',
      async () => ({
        method: 'PUT',
        url: `/api/liveries/${world.ownerLivery}`,
        as: 'owner',
        payload: { ...LIVERY_EDIT_BODY, uploaderId: world.users.member.id },
      }),
    ],
    [
      'downloadCount on a livery edit',
      async () => ({
        method: 'PUT',
        url: `/api/liveries/${world.ownerLivery}`,
        as: 'owner',
        payload: { ...LIVERY_EDIT_BODY, downloadCount: 9000 },
      }),
    ],
    [
      'downloadCount on an admin livery edit',
      async () => ({
        method: 'PATCH',
        url: `/api/admin/liveries/${world.ownerLivery}`,
        as: 'admin',
        payload: { title: 'x', downloadCount: 9000 },
      }),
    ],
    [
      'emailVerified and banned on an admin-created user',
      async () => ({
        method: 'POST',
        url: '/api/users',
        as: 'admin',
        payload: {
          email: 'mass@paddock.test',
          username: 'mass',
          password: 'correct-horse-battery',
          emailVerified: false,
          banned: true,
        },
      }),
    ],
    [
      'status on a new report',
      async () => ({
        method: 'POST',
        url: `/api/reports/livery/${world.ownerLivery}`,
        as: 'member',
        payload: { reason: 'Other', status: 'Resolved' },
      }),
    ],
    [
      'another userId on a contact message',
      async () => ({
        method: 'POST',
        url: '/api/contact',
        as: 'member',
        payload: {
          name: 'A',
          email: 'a@paddock.test',
          subject: 'general',
          message: 'Hi',
          userId: world.users.admin.id,
        },
      }),
    ],
    [
      'another userId on account deletion',
      async () => ({
        method: 'POST',
        url: '/api/gdpr/delete-account',
        as: 'member',
        // With the right password, so only the foreign id can be what is refused.
        payload: { requestType: 'DELETE', userId: world.users.owner.id, currentPassword: world.users.member.password },
      }),
    ],
  ];

  it.each(cases)('%s is a 400 and changes nothing', async (_name, make) => {
    const { as, ...call } = await make();
    const before = await stateCounts(t.app);
    const me = json(
      await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: world.users.member.headers }),
    );
    const headers = { ...callDefaults().headers, ...(await headersFor(t.app, world, as)) };
    const res = await t.app.inject({ ...call, headers });
    expectClientError(res, 400);
    expect(await stateCounts(t.app)).toEqual(before);
    const meAfter = json(
      await t.app.inject({ method: 'GET', url: '/api/users/me/profile', headers: world.users.member.headers }),
    );
    expect(meAfter).toEqual(me);
    const livery = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${world.ownerLivery}` }));
    expect(livery).toMatchObject({ downloadCount: expect.any(Number), uploader: { id: world.users.owner.id } });
  });

  it('an UploaderId part in an upload form is a 400 and stores nothing', async () => {
    const before = await stateCounts(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/liveries',
      headers: world.users.member.headers,
      payload: await uploadForm({ fields: { UploaderId: String(world.users.admin.id), DownloadCount: '9000' } }),
    });
    expectClientError(res, 400);
    expect(await stateCounts(t.app)).toEqual(before);
  });
});

describe('a role change or a ban applies on the very next request', () => {
  it('promotes, demotes and bans through the admin API with no new sign-in', async () => {
    const admin = world.users.admin;
    const subject = await createUser(t.app);
    const put = (role: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${subject.id}`,
        headers: admin.headers,
        payload: { username: subject.username, role, status },
      });
    const adminRoute = () => t.app.inject({ method: 'GET', url: '/api/users', headers: subject.headers });

    expect((await adminRoute()).statusCode).toBe(403);
    expect((await put('admin', 'active')).statusCode).toBe(200);
    expect((await adminRoute()).statusCode).toBe(200);
    expect((await put('moderator', 'active')).statusCode).toBe(200);
    expect((await adminRoute()).statusCode).toBe(403);
    expect((await put('user', 'banned')).statusCode).toBe(200);
    const banned = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: subject.headers });
    // The ban ended every session at once, so the old token is simply signed out.
    expectClientError(banned, 401);
    const sessions = await t.app.deps.db.kysely
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', subject.id)
      .execute();
    expect(sessions).toEqual([]);
  });
});
