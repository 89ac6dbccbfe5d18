import { expect } from 'vitest';
import type { App } from '../app';
import type { DigestDeps } from '../modules/notifications/digest';

/** What the daily digest job is given in app.ts, from a test app: tests run it with their own clock. */
export const digestDepsOf = (app: App): DigestDeps => ({
  db: app.deps.db,
  dialect: app.deps.dialect,
  mailer: app.deps.mailer,
  log: app.log,
  publicUrl: app.deps.config.publicUrl,
  secret: app.deps.config.authSecret,
});

/** The member turns the daily digest on in Settings, through the real endpoint. */
export async function turnOnDigest(app: App, user: { headers: Record<string, string> }): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/notifications/settings',
    headers: user.headers,
    payload: { dailyDigest: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}
