import { expect } from 'vitest';
import type { App } from '../app';
import { createUser, type TestUser } from './factories';

export const json = (res: { body: string }) => JSON.parse(res.body);

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

/** Anonymous 401; member, moderator and banned 403; nothing else is checked here. */
export async function expectAdminOnly(app: App, req: RequestSpec): Promise<void> {
  const cases: [string, TestUser | undefined, number, string][] = [
    ['anonymous', undefined, 401, 'UNAUTHORIZED'],
    ['member', await createUser(app), 403, 'FORBIDDEN'],
    ['moderator', await createUser(app, { role: 'moderator' }), 403, 'FORBIDDEN'],
    ['banned admin', await createUser(app, { role: 'admin', banned: true }), 403, 'BANNED'],
  ];
  for (const [who, user, status, code] of cases) {
    const res = await app.inject({ ...req, headers: user?.headers ?? {} });
    expect(res.statusCode, `${req.method} ${req.url} as ${who}`).toBe(status);
    expect(json(res)).toMatchObject({ statusCode: status, code, message: expect.any(String) });
  }
}

export async function auditActions(
  app: App,
  targetType: string,
): Promise<{ action: string; targetId: string | null; actorId: number | null }[]> {
  const rows = await app.deps.db.kysely
    .selectFrom('audit_event')
    .select(['action', 'target_id as targetId', 'actor_id as actorId'])
    .where('target_type', '=', targetType)
    .orderBy('id')
    .execute();
  return rows;
}
