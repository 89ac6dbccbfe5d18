import { randomBytes } from 'node:crypto';
import type { App } from '../../app';
import { type Endpoint, everyone, signedIn } from './authorization-endpoints';
import type { SecurityWorld } from './security-world';

/** Routes around the account: the session probe, mailed links, the contact form, API tokens. */
export const SITE_ENDPOINTS: Endpoint[] = [
  {
    group: 'session',
    name: 'GET /api/session',
    call: () => ({ method: 'GET', url: '/api/session' }),
    expected: everyone(200, 403),
  },
  {
    group: 'session',
    name: 'GET /api/auth/get-session',
    call: () => ({ method: 'GET', url: '/api/auth/get-session' }),
    expected: everyone(200),
  },
  {
    // The mailed token is the only credential: a session, or none, changes nothing.
    group: 'mailed links',
    name: 'GET /api/users/me/email-change/confirm?token=<unknown>',
    call: () => ({ method: 'GET', url: '/api/users/me/email-change/confirm?token=not-a-token' }),
    expected: everyone(302),
  },
  {
    group: 'contact',
    name: 'POST /api/contact',
    call: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@paddock.test', subject: 'general', message: 'Hello' },
    }),
    expected: everyone(201, 403),
  },
  // Personal access tokens (issue 35): a member's own, on the website only (a token reaching
  // these is refused before the guard: authorization-tokens.test.ts).
  {
    group: 'api tokens',
    name: 'GET /api/users/me/api-tokens',
    call: () => ({ method: 'GET', url: '/api/users/me/api-tokens' }),
    expected: signedIn(200),
  },
  {
    group: 'api tokens',
    name: 'POST /api/users/me/api-tokens',
    call: () => ({
      method: 'POST',
      url: '/api/users/me/api-tokens',
      payload: { name: 'Matrix tool', scopes: ['read'], expiresInDays: 30 },
    }),
    expected: signedIn(201),
  },
  {
    // Another member's token is not found, not forbidden: its id tells nothing.
    group: 'api tokens',
    name: 'DELETE /api/users/me/api-tokens/:id',
    call: async (app, w) => ({ method: 'DELETE', url: `/api/users/me/api-tokens/${await ownersToken(app, w)}` }),
    expected: { ...signedIn(404), owner: 204 },
  },
];

/** A token row of the owner's, made directly (its value is never needed). */
async function ownersToken(app: App, w: SecurityWorld): Promise<number> {
  const hash = randomBytes(32).toString('hex');
  const { id } = await app.deps.db.kysely
    .insertInto('api_token')
    .values({
      user_id: w.users.owner.id,
      name: 'Matrix',
      token_hash: hash,
      hint: 'abcd',
      scopes: 'read',
      expires_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
