import { beforeAll, describe, expect, it } from 'vitest';
import { auditActions, expectAdminOnly, json } from '../../test/admin-test-helpers';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: TestUser;
const ids: number[] = [];

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  for (const subject of ['general', 'technical', 'feedback']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sender', email: 'sender@paddock.test', subject, message: `About ${subject}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(json(res).id);
  }
});

describe('contact inbox', () => {
  it.each([
    { method: 'GET', url: '/api/contact-messages' },
    { method: 'PATCH', url: '/api/contact-messages/1', payload: { status: 'read' } },
  ] as const)('$method $url is for admins only', async (req) => {
    await expectAdminOnly(t.app, req);
  });

  it('lists newest first, pages, and filters by status after a change (audited)', async () => {
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/contact-messages?${q}`, headers: admin.headers });
    const page = json(await get(''));
    expect(page).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
    expect(page.items[0]).toMatchObject({
      subject: 'feedback',
      status: 'new',
      message: 'About feedback',
      userId: null,
    });
    expect(json(await get('pageSize=2&pageNumber=2')).items.map((m: { id: number }) => m.id)).toEqual([ids[0]]);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/contact-messages/${ids[0]}`,
      headers: admin.headers,
      payload: { status: 'archived' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: ids[0], status: 'archived' });
    expect(json(await get('status=archived')).items.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect(json(await get('status=new')).totalCount).toBe(2);
    expect(await auditActions(t.app, 'contact')).toEqual([
      { action: 'contact.archived', targetId: String(ids[0]), actorId: admin.id },
    ]);
    expect((await get('status=spam')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/contact-messages/99999',
      headers: admin.headers,
      payload: { status: 'read' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
