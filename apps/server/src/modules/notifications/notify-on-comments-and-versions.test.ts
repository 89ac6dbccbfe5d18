import type { NotificationPage } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { postVersion, uploadLivery } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { drainNotificationEvents } from './notification-drain';

/**
 * The two events other modules record in their own transactions: a comment or reply (comments
 * module) and a new version (liveries module), through the real endpoints, then the drain.
 */
const t = useTestApp();
let painter: TestUser;
let fan: TestUser;
let critic: TestUser;
let liveryId: number;

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const inbox = async (user: TestUser): Promise<NotificationPage> =>
  (await call(user, 'GET', '/api/notifications?page=1')).json();
const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);

beforeAll(async () => {
  [painter, fan, critic] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  liveryId = (await uploadLivery(t.app, painter, { fields: { Title: 'Gulf Tribute' } })).id;
});

describe('comments tell the uploader and the parent comment’s author', () => {
  it('a comment on the livery reaches its uploader, a reply the commenter, nobody their own', async () => {
    const top = await call(critic, 'POST', `/api/liveries/${liveryId}/comments`, { body: 'Lovely stripes.' });
    expect(top.statusCode, top.body).toBe(201);
    const reply = await call(painter, 'POST', `/api/liveries/${liveryId}/comments`, {
      body: 'Thanks, took ages!',
      parentId: top.json().id,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await drain();

    const painters = await inbox(painter);
    expect(painters.items.map((n) => n.kind)).toEqual(['comment']);
    expect(painters.items[0]).toMatchObject({ liveryTitle: 'Gulf Tribute', actor: { id: critic.id } });
    const critics = await inbox(critic);
    expect(critics.items.map((n) => n.kind)).toEqual(['reply']);
    expect(critics.items[0]).toMatchObject({ actor: { id: painter.id } });
  });
});

describe('a new version tells the livery’s followers', () => {
  it('reaches a follower of the livery, not its uploader', async () => {
    expect((await call(fan, 'POST', `/api/liveries/${liveryId}/follow`)).statusCode).toBe(200);
    const published = await postVersion(t.app, painter, liveryId, { changelog: 'Bigger door numbers.' });
    expect(published.statusCode, published.body).toBe(201);
    await drain();

    const fans = await inbox(fan);
    expect(fans.items.map((n) => n.kind)).toEqual(['livery-version']);
    expect(fans.items[0]).toMatchObject({ liveryId, refId: 2 });
    expect((await inbox(painter)).items.map((n) => n.kind)).not.toContain('livery-version');
  });
});
