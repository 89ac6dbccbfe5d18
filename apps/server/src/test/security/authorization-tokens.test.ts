import { API_TOKEN_MESSAGES, type ApiTokenScope, MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../api-token-factory';
import { useTestApp } from '../test-app';
import { callDefaults, type Endpoint } from './authorization-endpoints';
import { ADMIN_ENDPOINTS } from './matrix-admin-endpoints';
import { MEMBER_ENDPOINTS } from './matrix-member-endpoints';
import { SITE_ENDPOINTS } from './matrix-site-endpoints';
import { buildSecurityWorld, expectClientError, json, type SecurityWorld, stateCounts } from './security-world';

// The matrix makes hundreds of token requests within the minute: the per-token limit has its own test.
const t = useTestApp({ API_TOKEN_REQUESTS_PER_MINUTE: '100000' });
let world: SecurityWorld;

/**
 * The scope each matrix row needs from a personal access token, written out here apart from the
 * routes' own `tokenScope`, so a route that starts (or stops) taking tokens fails this test until
 * the table says so. Rows not listed take no token whatever its scopes (deny by default).
 */
const ACCEPTS: Record<string, ApiTokenScope> = {
  'GET /api/liveries': 'read',
  'GET /api/liveries/latest': 'read',
  'GET /api/liveries/most-favorited': 'read',
  'GET /api/liveries/:id': 'read',
  'GET /api/liveries/:id/related': 'read',
  'GET /api/liveries/:id/derivatives': 'read',
  'GET /api/liveries/:id/versions': 'read',
  'GET /api/liveries/:id/comments': 'read',
  'GET /api/comments/:id/replies': 'read',
  'POST /api/liveries/:id/download': 'read',
  'POST /api/liveries/:id/download?version=1': 'read',
  'GET /api/liveries/my-liveries': 'read',
  'GET /api/users/:id': 'read',
  'GET /api/users/:id/collections': 'read',
  'GET /api/users/me/storage': 'read',
  'GET /api/carclasses': 'read',
  'GET /api/carclasses/:id/models': 'read',
  'GET /api/carmodels': 'read',
  'GET /api/tags': 'read',
  'GET /api/collections/:id (public)': 'read',
  'GET /api/collections/:id (private)': 'read',
  'GET /api/collections/:id/pack.zip (private, empty)': 'read',
  'GET /api/collections/mine': 'read',
  'POST /api/liveries': 'upload',
  'POST /api/liveries/:id/versions': 'upload',
  'PUT /api/liveries/:id': 'upload',
  'DELETE /api/liveries/:id': 'upload',
  'POST /api/collections': 'collections',
  'PATCH /api/collections/:id': 'collections',
  'DELETE /api/collections/:id (public: its owner, or an admin moderating)': 'collections',
  'DELETE /api/collections/:id (private: its owner only)': 'collections',
  'POST /api/collections/:id/entries': 'collections',
  'PATCH /api/collections/:id/entries/:liveryId': 'collections',
  'PUT /api/collections/:id/entries': 'collections',
  'DELETE /api/collections/:id/entries/:liveryId': 'collections',
  'PUT /api/collections/:id/order': 'collections',
};

/** The token kinds tried on every row: one per scope, all three, and a banned member's. */
const KINDS = ['read', 'upload', 'collections', 'all scopes', 'banned member'] as const;
type Kind = (typeof KINDS)[number];
const scopesOf = (kind: Kind): ApiTokenScope[] =>
  kind === 'read' || kind === 'upload' || kind === 'collections' ? [kind] : ['read', 'upload', 'collections'];
const tokens = {} as Record<Kind, string>;

beforeAll(async () => {
  world = await buildSecurityWorld(t.app);
  const { owner, banned } = world.users;
  for (const kind of KINDS) {
    if (kind === 'banned member') continue;
    tokens[kind] = (await createApiToken(t.app, owner, scopesOf(kind))).headers.authorization;
  }
  // A token made before its member's ban: the matrix's banned member is banned from the start.
  const { db, dialect } = t.app.deps;
  await db.kysely
    .updateTable('user')
    .set({ banned: dialect.bool(false) })
    .where('id', '=', banned.id)
    .execute();
  const before = await createApiToken(t.app, { headers: await freshSession(banned.id) }, [
    'read',
    'upload',
    'collections',
  ]);
  await db.kysely
    .updateTable('user')
    .set({ banned: dialect.bool(true) })
    .where('id', '=', banned.id)
    .execute();
  tokens['banned member'] = before.headers.authorization;
});

/** A session for a member, straight from better-auth's sign-in (the matrix's banned member has none). */
async function freshSession(userId: number): Promise<{ authorization: string }> {
  const { banned } = world.users;
  if (banned.id !== userId) throw new Error('only the banned member needs one');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: callDefaults().headers,
    payload: { email: banned.email, password: banned.password },
    remoteAddress: callDefaults().remoteAddress,
  });
  const token = res.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error(`no session for the banned member: ${res.body}`);
  return { authorization: `Bearer ${token}` };
}

/** Files are served outside the API, public by key: a token there is not looked at. */
const outsideApi = (endpoint: Endpoint) => endpoint.name.startsWith('GET /media/');

function expectedFor(endpoint: Endpoint, kind: Kind): { status: number; message?: string } {
  if (outsideApi(endpoint)) return { status: endpoint.expected.owner };
  if (kind === 'banned member') return { status: 403, message: MESSAGES.auth.banned };
  const needed = ACCEPTS[endpoint.name];
  if (!needed) return { status: 403, message: API_TOKEN_MESSAGES.notAccepted };
  if (!scopesOf(kind).includes(needed)) return { status: 403, message: API_TOKEN_MESSAGES.missingScope(needed) };
  // Within its scopes a token is its member: the owner's row of the matrix.
  return { status: endpoint.expected.owner };
}

const ENDPOINTS = [...MEMBER_ENDPOINTS, ...SITE_ENDPOINTS, ...ADMIN_ENDPOINTS];

describe('every row of the matrix has a scope, or none on purpose', () => {
  it('names only rows that exist', () => {
    const names = new Set(ENDPOINTS.map((e) => e.name));
    expect(Object.keys(ACCEPTS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each(ENDPOINTS)('$name ($group) with a token', (endpoint) => {
  it.each(KINDS)('%s', async (kind) => {
    // The owner's call (fresh targets are theirs), sent with the token instead of a session.
    const call = await endpoint.call(t.app, world, 'owner');
    const defaults = callDefaults();
    const headers = { ...defaults.headers, ...call.headers, authorization: tokens[kind] };
    const before = await stateCounts(t.app);
    const res = await t.app.inject({ ...call, headers, remoteAddress: defaults.remoteAddress } as never);
    const expected = expectedFor(endpoint, kind);
    expect(res.statusCode, res.body).toBe(expected.status);
    if (expected.status >= 400) expectClientError(res, expected.status);
    if (expected.message) {
      expect(json(res).message).toBe(expected.message);
      // A refused token changes nothing anywhere.
      expect(await stateCounts(t.app)).toEqual(before);
    }
  });
});
