import { ADMIN_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, type TestUser } from '../../test/factories';
import { uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { createAdminUsersService } from './admin-users.service';
import { csvCell } from './admin-users-csv';

const t = useTestApp();
let admin: TestUser;
const as = (user: TestUser) => ({ headers: user.headers });
const get = (url: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url, ...as(user) });
const put = (id: number, payload: object, user: TestUser = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, ...as(user), payload });

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin', username: 'chief' });
});

describe('who may manage users', () => {
  it.each([
    { method: 'GET', url: '/api/users' },
    { method: 'GET', url: '/api/users/export.csv' },
    { method: 'GET', url: '/api/users/admin/1' },
    {
      method: 'POST',
      url: '/api/users',
      payload: { email: 'x@paddock.test', username: 'x', password: 'secret-pass', role: 'admin' },
    },
    { method: 'PUT', url: '/api/users/1', payload: { username: 'x', role: 'user', status: 'banned' } },
    { method: 'DELETE', url: '/api/users/1' },
    { method: 'POST', url: '/api/users/bulk', payload: { ids: [1], action: 'ban' } },
  ] as const)('$method $url is for admins only', async (req) => {
    await expectAdminOnly(t.app, req);
    expect(json(await get('/api/users/admin/1')).status).toBe('active');
  });
});

describe('listing users', () => {
  let pending: TestUser;
  let banned: TestUser;
  let mod: TestUser;
  beforeAll(async () => {
    pending = await createUser(t.app, { username: 'zz_pending', emailVerified: false });
    banned = await createUser(t.app, { username: 'zz_banned', banned: true });
    mod = await createUser(t.app, { username: 'zz_mod', role: 'moderator' });
    await uploadLivery(t.app, mod);
    await uploadLivery(t.app, mod);
  });

  it('filters by search, status and role, with livery counts', async () => {
    const page = json(await get('/api/users?search=ZZ_&sortBy=username&descending=false'));
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(page.items.map((u: { username: string }) => u.username)).toEqual(['zz_banned', 'zz_mod', 'zz_pending']);
    expect(page.items[1]).toEqual({
      id: mod.id,
      username: 'zz_mod',
      email: mod.email,
      role: 'moderator',
      status: 'active',
      dateRegistered: expect.any(String),
      uploadedLiveriesCount: 2,
    });
    const ids = async (q: string) => json(await get(`/api/users?${q}`)).items.map((u: { id: number }) => u.id);
    expect(await ids('status=pending')).toEqual([pending.id]);
    expect(await ids('status=banned&search=zz')).toEqual([banned.id]);
    expect(await ids('role=moderator&search=zz')).toEqual([mod.id]);
    expect((await ids('sortBy=totalLiveries'))[0]).toBe(mod.id);
    expect((await ids('sortBy=id&descending=false'))[0]).toBe(1);
    // Role and status sort by their names: active < banned < pending, moderator < user.
    expect(await ids('search=zz_&sortBy=status&descending=false')).toEqual([mod.id, banned.id, pending.id]);
    expect(await ids('search=zz_&sortBy=status')).toEqual([pending.id, banned.id, mod.id]);
    expect((await ids('search=zz_&sortBy=role&descending=false'))[0]).toBe(mod.id);
    expect((await ids('search=zz_&sortBy=dateRegistered&descending=false'))[0]).toBe(pending.id);
  });

  it('pages 20 at a time by default, newest first', async () => {
    const page = json(await get('/api/users'));
    expect(page.items[0].id).toBe(mod.id);
    expect(page.items.length).toBeLessThanOrEqual(20);
    const one = json(await get('/api/users?pageSize=1&pageNumber=2'));
    expect(one.totalPages).toBe(one.totalCount);
    expect(one.items[0].id).toBe(page.items[1].id);
    expect((await get('/api/users?sortBy=email')).statusCode).toBe(400);
    expect((await get('/api/users?status=gone')).statusCode).toBe(400);
  });

  it('shows details with the auth id and GDPR consent', async () => {
    const res = await get(`/api/users/admin/${mod.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      id: mod.id,
      authId: String(mod.id),
      hasGivenGdprConsent: true,
      gdprConsentDate: expect.any(String),
    });
    expect((await get('/api/users/admin/99999')).statusCode).toBe(404);
  });
});

describe('creating and editing users', () => {
  it('creates a confirmed user who can sign in, audited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      ...as(admin),
      payload: { email: 'New.Mod@Paddock.test', username: 'NewMod', password: 'secret-pass', role: 'moderator' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = json(res);
    expect(created).toMatchObject({
      username: 'NewMod',
      email: 'new.mod@paddock.test',
      role: 'moderator',
      status: 'active',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'new.mod@paddock.test', password: 'secret-pass' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await auditActions(t.app, 'user')).toContainEqual({
      action: 'user.create',
      targetId: String(created.id),
      actorId: admin.id,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      ...as(admin),
      payload: { email: 'other@paddock.test', username: 'newmod', password: 'secret-pass', role: 'user' },
    });
    expect(again.statusCode).toBe(409);
    const strict = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      ...as(admin),
      payload: { email: 'o2@paddock.test', username: 'o2', password: 'secret-pass', role: 'user', banned: false },
    });
    expect(strict.statusCode).toBe(400);
  });

  it('renames, changes role and bans; the change applies on the next request', async () => {
    const member = await createUser(t.app);
    expect((await get('/api/users/me', member)).statusCode).toBe(200);
    expect((await get('/api/dashboard/stats', member)).statusCode).toBe(403);

    const promote = await put(member.id, { username: 'Promoted', role: 'admin', status: 'active' });
    expect(promote.statusCode, promote.body).toBe(200);
    expect(json(promote)).toMatchObject({ username: 'Promoted', role: 'admin', status: 'active' });
    expect((await get('/api/dashboard/stats', member)).statusCode).toBe(200);

    const ban = await put(member.id, { username: 'Promoted', role: 'user', status: 'banned' });
    expect(ban.statusCode, ban.body).toBe(200);
    // The ban ended the session: the very next request is no longer signed in.
    const after = await get('/api/users/me', member);
    expect(after.statusCode).toBe(401);
    const sessions = await t.app.deps.db.kysely
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(0);
    // And signing in again is refused.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await auditActions(t.app, 'user')).filter((a) => a.targetId === String(member.id))).toHaveLength(2);
  });

  it('setting a member to pending ends their sessions, as a ban does', async () => {
    const member = await createUser(t.app);
    expect((await get('/api/users/me', member)).statusCode).toBe(200);
    const pending = await put(member.id, { username: member.username, role: 'user', status: 'pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(json(pending).status).toBe('pending');
    // The very next request with the session they held is no longer signed in.
    expect((await get('/api/users/me', member)).statusCode).toBe(401);
    const sessions = await t.app.deps.db.kysely
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses a taken username case-insensitively and an empty one', async () => {
    const member = await createUser(t.app);
    expect((await put(member.id, { username: 'CHIEF', role: 'user', status: 'active' })).statusCode).toBe(409);
    const empty = await put(member.id, { username: '  ', role: 'user', status: 'active' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Username is required!');
    expect((await put(99999, { username: 'ghost', role: 'user', status: 'active' })).statusCode).toBe(404);
  });
});

describe('renaming a member', () => {
  it('keeps the sign-up rules: no look-alike, reserved name or mix of scripts', async () => {
    await createUser(t.app, { username: 'GulfStreamer' });
    const member = await createUser(t.app);
    const rename = (username: string) => put(member.id, { username, role: 'user', status: 'active' });
    const lookAlike = await rename('GuIfStreamer'); // capital I for l
    expect(lookAlike.statusCode).toBe(409);
    expect(json(lookAlike).code).toBe('USERNAME_LOOK_ALIKE');
    expect((await rename('\u0430dmin_chief')).statusCode).toBe(400); // Cyrillic а before Latin
    expect((await rename('deleted-user')).statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      ...as(admin),
      payload: { email: 'twin@paddock.test', username: 'GuIfStreamer', password: 'secret-pass-2026', role: 'user' },
    });
    expect(created.statusCode).toBe(409);
    expect(json(created).code).toBe('USERNAME_LOOK_ALIKE');
  });

  it('tells the member their new name by e-mail', async () => {
    const member = await createUser(t.app, { username: 'old_name_rally' });
    expect((await put(member.id, { username: 'New_Name_Rally', role: 'user', status: 'active' })).statusCode).toBe(200);
    const mail = await outboxInbox(() => t.app).last(member.email, 'Your Paddock username was changed');
    expect(mail.text).toContain('An administrator changed the username');
    expect(mail.text).toContain('New_Name_Rally');
  });
});

describe('self-protection and the last administrator', () => {
  it('an admin cannot ban, demote, delete or mark themselves pending', async () => {
    const me = await createUser(t.app, { role: 'admin' });
    expect((await put(me.id, { username: me.username, role: 'admin', status: 'banned' }, me)).statusCode).toBe(409);
    // Pending means an unconfirmed address, which cannot sign in: a lock-out like a ban.
    const pending = await put(me.id, { username: me.username, role: 'admin', status: 'pending' }, me);
    expect(pending.statusCode).toBe(409);
    expect(json(pending)).toMatchObject({ code: 'SELF_PROTECTION', message: ADMIN_MESSAGES.selfPending });
    expect((await put(me.id, { username: me.username, role: 'user', status: 'active' }, me)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${me.id}`, ...as(me) })).statusCode).toBe(409);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/users/bulk',
      ...as(me),
      payload: { ids: [me.id], action: 'ban' },
    });
    expect(bulk.statusCode).toBe(409);
    expect((await put(me.id, { username: 'Renamed_me', role: 'admin', status: 'active' }, me)).statusCode).toBe(200);
  });

  it('the last active admin cannot be demoted, banned or deleted', async () => {
    // Leave exactly one active admin in the database: `admin`.
    const db = t.app.deps.db.kysely;
    await db
      .updateTable('user')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where('id', '!=', admin.id)
      .execute();
    // An admin whose address is unconfirmed cannot sign in, so does not count as one who remains.
    await createUser(t.app, { role: 'admin', emailVerified: false });
    // Through HTTP an admin can only act on others, so the acting admin always remains; the rule
    // guards the races (two admins demoting each other). Drive the service as an actor whose
    // admin role was just taken away, which is what the losing side of such a race looks like.
    const service = createAdminUsersService(t.app.deps);
    const demotedActor = { id: 999_999, username: 'racing_admin', email: 'r@paddock.test', role: 'admin' as const };
    const last = { username: admin.username, role: 'user' as const, status: 'active' as const };
    await expect(service.update(demotedActor, admin.id, last)).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
    });
    await expect(
      service.update(demotedActor, admin.id, { ...last, role: 'admin', status: 'banned' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      service.update(demotedActor, admin.id, { ...last, role: 'admin', status: 'pending' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
    await expect(service.remove(demotedActor, admin.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(service.bulk(demotedActor, { ids: [admin.id], action: 'ban' })).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(service.bulk(demotedActor, { ids: [admin.id], action: 'delete' })).rejects.toMatchObject({
      statusCode: 409,
    });
    const row = await db
      .selectFrom('user')
      .select(['role', 'banned'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(Boolean(row.banned)).toBe(false);
  });

  it("a demotion applies on the demoted admin's next request", async () => {
    const other = await createUser(t.app, { role: 'admin' });
    expect((await get('/api/users', other)).statusCode).toBe(200);
    expect((await put(other.id, { username: other.username, role: 'moderator', status: 'active' })).statusCode).toBe(
      200,
    );
    expect((await get('/api/users', other)).statusCode).toBe(403);
    // Now a moderator, they cannot demote the admin who demoted them.
    expect((await put(admin.id, { username: admin.username, role: 'user', status: 'active' }, other)).statusCode).toBe(
      403,
    );
  });
});

describe('deleting users', () => {
  it('removes their liveries, favourites (with counters) and sessions; their reports stay', async () => {
    const victim = await createUser(t.app);
    const author = await createUser(t.app);
    const own = await uploadLivery(t.app, victim);
    const other = await uploadLivery(t.app, author);
    const fav = await t.app.inject({ method: 'POST', url: `/api/liveries/${other.id}/favorite`, ...as(victim) });
    expect(fav.statusCode, fav.body).toBeLessThan(300);
    const rep = await t.app.inject({
      method: 'POST',
      url: `/api/reports/livery/${other.id}`,
      ...as(victim),
      payload: { reason: 'Other' },
    });
    expect(rep.statusCode).toBe(201);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, ...as(admin) });
    expect(res.statusCode, res.body).toBe(204);
    const db = t.app.deps.db.kysely;
    expect(await db.selectFrom('user').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('livery').select('id').where('id', '=', own.id).executeTakeFirst()).toBeUndefined();
    const otherRow = await db
      .selectFrom('livery')
      .select('favorite_count')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(Number(otherRow.favorite_count)).toBe(0);
    expect(await db.selectFrom('session').select('id').where('user_id', '=', victim.id).execute()).toHaveLength(0);
    const report = await db
      .selectFrom('report')
      .select('reporter_id')
      .where('id', '=', json(rep).id)
      .executeTakeFirst();
    expect(report).toEqual({ reporter_id: null });
    expect(await auditActions(t.app, 'user')).toContainEqual({
      action: 'user.delete',
      targetId: String(victim.id),
      actorId: admin.id,
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${victim.id}`, ...as(admin) })).statusCode).toBe(
      404,
    );
  });

  it('bulk bans, unbans and deletes; unknown ids change nothing', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const bulk = (ids: number[], action: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/bulk', ...as(admin), payload: { ids, action } });
    const missing = await bulk([a.id, 99999], 'ban');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toContain('99999');
    expect((await get(`/api/users/admin/${a.id}`)).statusCode).toBe(200);
    expect(json(await get(`/api/users/admin/${a.id}`)).status).toBe('active');

    expect(json(await bulk([a.id, b.id], 'ban'))).toEqual({ updated: 2 });
    expect((await get('/api/users/me', a)).statusCode).toBe(401);
    expect(json(await get(`/api/users/admin/${b.id}`)).status).toBe('banned');
    expect(json(await bulk([a.id, b.id], 'unban'))).toEqual({ updated: 2 });
    expect(json(await get(`/api/users/admin/${b.id}`)).status).toBe('active');
    expect(json(await bulk([a.id, b.id], 'delete'))).toEqual({ updated: 2 });
    expect((await get(`/api/users/admin/${a.id}`)).statusCode).toBe(404);
    const actions = (await auditActions(t.app, 'user')).filter((e) => e.targetId === String(a.id)).map((e) => e.action);
    expect(actions).toEqual(['user.ban', 'user.unban', 'user.delete']);
  });
});

describe('CSV export', () => {
  it('escapes formula cells and quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(3)).toBe('3');
  });

  it('exports the filtered users as CSV, hostile values neutralised', async () => {
    const hostile = await createUser(t.app, { username: 'csv_target' });
    await t.app.deps.db.kysely
      .updateTable('user')
      .set({ display_username: '=cmd|"/c calc"!A1', email: '@evil,x@paddock.test' })
      .where('id', '=', hostile.id)
      .execute();
    const res = await get('/api/users/export.csv?search=csv_target');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('id,username,email,role,status,dateRegistered,uploadedLiveriesCount');
    expect(lines[1]).toMatch(
      new RegExp(`^${hostile.id},"'=cmd\\|""/c calc""!A1","'@evil,x@paddock.test",user,active,[^,]+,0$`),
    );
    expect(lines).toHaveLength(3);
  });
});
