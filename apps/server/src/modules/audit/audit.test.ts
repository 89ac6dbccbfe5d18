import { AUDIT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
let other: TestUser;

interface Entry {
  id: number;
  createdAt: string;
  actor: { id: number; username: string } | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
}

const audit = async (query = '', user = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as { items: Entry[]; totalCount: number; totalPages: number };
};

/** An event at a given moment, as the modules record them (plus the time, for the date filter). */
async function event(actorId: number | null, action: string, at: string, summary = action) {
  await t.app.deps.db.kysely
    .insertInto('audit_event')
    .values({
      actor_id: actorId,
      action,
      target_type: action.split('.')[0] as string,
      target_id: '7',
      summary,
      created_at: t.app.deps.dialect.timestamp(new Date(at)),
    })
    .execute();
}

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin', username: 'audit_anna' });
  other = await createUser(t.app, { role: 'admin', username: 'audit_bruno' });
  await event(admin.id, 'report.Resolved', '2026-03-01T10:00:00Z', 'audit_anna resolved report #7');
  await event(other.id, 'report.Dismissed', '2026-03-02T10:00:00Z');
  await event(other.id, 'user.ban', '2026-03-03T23:59:00Z');
  await event(admin.id, 'livery.delete', '2026-03-04T00:00:00Z');
  await event(null, 'carclass.create', '2026-03-05T12:00:00Z');
});

describe('GET /api/admin/audit (issue 34 §22)', () => {
  it('answers who did what and when, newest first, paged', async () => {
    const all = await audit('?pageSize=2');
    expect(all.totalCount).toBe(5);
    expect(all.totalPages).toBe(3);
    expect(all.items.map((e) => e.action)).toEqual(['carclass.create', 'livery.delete']);
    expect(all.items[0]?.actor).toBeNull();
    const last = await audit('?pageSize=2&pageNumber=3');
    expect(last.items).toEqual([
      {
        id: expect.any(Number),
        createdAt: '2026-03-01T10:00:00.000Z',
        actor: { id: admin.id, username: 'audit_anna' },
        action: 'report.Resolved',
        targetType: 'report',
        targetId: '7',
        summary: 'audit_anna resolved report #7',
      },
    ]);
  });

  it('filters by actor (part of the username, any case), by area or exact action, and by days', async () => {
    expect((await audit('?actor=BRUNO')).items.map((e) => e.action)).toEqual(['user.ban', 'report.Dismissed']);
    expect((await audit('?action=report')).items.map((e) => e.action)).toEqual(['report.Dismissed', 'report.Resolved']);
    expect((await audit('?action=report.Resolved')).items.map((e) => e.action)).toEqual(['report.Resolved']);
    // Both ends of the range are whole days.
    const days = await audit('?dateFrom=2026-03-02&dateTo=2026-03-03');
    expect(days.items.map((e) => e.action)).toEqual(['user.ban', 'report.Dismissed']);
    expect((await audit('?actor=bruno&action=user&dateFrom=2026-03-03')).items.map((e) => e.action)).toEqual([
      'user.ban',
    ]);
  });

  it('records what admins really do: a report resolved through the API shows up', async () => {
    const member = await createUser(t.app);
    const livery = await t.app.deps.db.kysely
      .insertInto('report')
      .values({ livery_id: null, reporter_id: member.id, reason: 'Other', livery_title: 'Gone livery' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${livery.id}`,
      headers: admin.headers,
      payload: { status: 'Dismissed' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [newest] = (await audit('?action=report.Dismissed&actor=anna')).items;
    expect(newest).toMatchObject({ targetId: String(livery.id), actor: { username: 'audit_anna' } });
    expect(newest?.summary).toContain('dismissed report');
  });

  it('refuses a pattern as action and a reversed range, and non-admins', async () => {
    for (const query of ['?action=report%25', '?action=re_ort', '?action=a.b.c']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(json(res).message).toContain(AUDIT_MESSAGES.actionInvalid);
    }
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?dateFrom=2026-03-05&dateTo=2026-03-01',
      headers: admin.headers,
    });
    expect(reversed.statusCode).toBe(400);
    const member = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: member.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });
});
