import { TEXT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { expectClientError, json } from './security-world';

/**
 * Every text parameter of the API, in the query or the path, with each control character
 * 0x00–0x1F and 0x7F in it: a 400 naming the parameter, never a 500 (a NUL in ?search once broke
 * SQLite's full-text query) and never a silent pass (" 1\t" used to count as the number 1).
 */
const t = useTestApp();
let member: TestUser;
let admin: TestUser;
let livery: number;

const CONTROL_CHARACTERS = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) =>
  String.fromCharCode(code),
);

type Who = 'anonymous' | 'member' | 'admin';
interface Endpoint {
  /** The path, `:id` filled in with a real livery (or user) id. */
  path: string;
  who: Who;
  /** Each query parameter with a value the endpoint accepts. */
  query: Record<string, string>;
}

const DATES = { dateFrom: '2024-01-01', dateTo: '2030-12-31' };
const ENDPOINTS: Endpoint[] = [
  {
    path: '/api/liveries',
    who: 'anonymous',
    query: {
      search: 'gulf',
      sortBy: 'title',
      descending: 'false',
      pageNumber: '1',
      pageSize: '5',
      carClassId: '1',
      carModelId: '1',
      tagId: '1',
    },
  },
  { path: '/api/liveries/latest', who: 'anonymous', query: { count: '3' } },
  { path: '/api/liveries/most-favorited', who: 'anonymous', query: { count: '3' } },
  { path: '/api/liveries/:id/related', who: 'anonymous', query: { limit: '3' } },
  { path: '/api/liveries/:id/derivatives', who: 'anonymous', query: { pageNumber: '1', pageSize: '5' } },
  {
    path: '/api/reports',
    who: 'admin',
    query: {
      status: 'Pending',
      reason: 'Other',
      target: 'collection',
      collectionId: '1',
      search: 'gulf',
      pageNumber: '1',
      pageSize: '5',
      ...DATES,
    },
  },
  {
    path: '/api/users',
    who: 'admin',
    query: {
      search: 'gulf',
      status: 'active',
      role: 'user',
      sortBy: 'username',
      descending: 'true',
      pageNumber: '1',
      pageSize: '5',
    },
  },
  {
    path: '/api/users/export.csv',
    who: 'admin',
    query: { search: 'gulf', status: 'active', role: 'user', sortBy: 'username', descending: 'true' },
  },
  {
    path: '/api/admin/liveries',
    who: 'admin',
    query: {
      search: 'gulf',
      sortBy: 'title',
      descending: 'true',
      pageNumber: '1',
      pageSize: '5',
      carClassId: '1',
      carModelId: '1',
      tagId: '1',
      minDownloads: '0',
      ...DATES,
    },
  },
  { path: '/api/contact-messages', who: 'admin', query: { status: 'new', pageNumber: '1', pageSize: '5' } },
  {
    path: '/api/admin/audit',
    who: 'admin',
    query: { actor: 'anna', action: 'report', pageNumber: '1', pageSize: '5', ...DATES },
  },
  { path: '/api/users/me/email-change/confirm', who: 'anonymous', query: { token: 'abc' } },
  { path: '/api/notifications', who: 'member', query: { page: '1' } },
  { path: '/api/collections/mine', who: 'member', query: { liveryId: '1' } },
];

/** GET routes whose path holds a text parameter (the id, given as text in the URL). */
const PATH_PARAMS: Omit<Endpoint, 'query'>[] = [
  { path: '/api/liveries/:id', who: 'anonymous' },
  { path: '/api/liveries/:id/related', who: 'anonymous' },
  { path: '/api/liveries/:id/derivatives', who: 'anonymous' },
  { path: '/api/users/:id', who: 'anonymous' },
  { path: '/api/carclasses/:id/models', who: 'anonymous' },
  { path: '/api/users/admin/:id', who: 'admin' },
  { path: '/api/users/:id/follow', who: 'member' },
  { path: '/api/liveries/:id/follow', who: 'member' },
  { path: '/api/users/:id/collections', who: 'anonymous' },
];

function headers(who: Who): Record<string, string> {
  if (who === 'member') return member.headers;
  if (who === 'admin') return admin.headers;
  return {};
}

const fill = (path: string, id: string) => path.replace(':id', id);
const label = (char: string) => `0x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'admin' })]);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  livery = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
});

describe('control characters in query parameters', () => {
  it.each(ENDPOINTS)('$path answers its baseline query (so a refusal below is the character)', async (endpoint) => {
    const url = `${fill(endpoint.path, String(livery))}?${new URLSearchParams(endpoint.query)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: headers(endpoint.who) });
    expect(res.statusCode, res.body).toBeLessThan(400);
  });

  const cells = ENDPOINTS.flatMap((endpoint) => Object.keys(endpoint.query).map((param) => ({ ...endpoint, param })));
  it.each(cells)('$path ?$param= refuses each control character with a 400', async ({ path, who, query, param }) => {
    for (const char of CONTROL_CHARACTERS) {
      // At the start and inside: trimming would hide neither from the check.
      for (const value of [`${char}${query[param]}`, `${query[param]?.slice(0, 1)}${char}${query[param]?.slice(1)}`]) {
        const url = `${fill(path, String(livery))}?${new URLSearchParams({ ...query, [param]: value })}`;
        const res = await t.app.inject({ method: 'GET', url, headers: headers(who) });
        expectClientError(res, 400, TEXT_MESSAGES.urlParamControl(param));
        expect(json(res).errors?.[0]?.path, `${param} with ${label(char)}`).toBe(param);
      }
    }
  });

  it('refuses a NUL in the search term, which SQLite full-text search could not parse', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/liveries?search=%00abc' });
    expectClientError(res, 400, TEXT_MESSAGES.urlParamControl('search'));
  });
});

describe('control characters in path parameters', () => {
  it.each(PATH_PARAMS)('$path refuses each control character in the id with a 400', async ({ path, who }) => {
    const id = path.startsWith('/api/users') ? String(member.id) : path.includes('carclasses') ? '1' : String(livery);
    const ok = await t.app.inject({ method: 'GET', url: fill(path, id), headers: headers(who) });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const char of CONTROL_CHARACTERS) {
      const res = await t.app.inject({
        method: 'GET',
        url: fill(path, encodeURIComponent(`${id}${char}`)),
        headers: headers(who),
      });
      expect(res.statusCode, `${path} with ${label(char)}: ${res.body}`).toBe(400);
      expectClientError(res, 400);
    }
  });
});

describe('control characters in the account links better-auth answers', () => {
  it.each([
    ['/api/auth/verify-email', { token: 'abc', callbackURL: '/login?confirmed=1' }],
    ['/api/auth/reset-password/abc', { callbackURL: '/update-password' }],
    ['/api/auth/reset-password/%00abc', {}],
  ] as const)('%s refuses each control character in its query with a 400', async (path, query) => {
    if (path.includes('%00')) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expectClientError(res, 400, TEXT_MESSAGES.urlParamControl('token'));
    }
    for (const param of Object.keys(query)) {
      for (const char of CONTROL_CHARACTERS) {
        const value = `${char}${query[param as keyof typeof query]}`;
        const res = await t.app.inject({
          method: 'GET',
          url: `${path}?${new URLSearchParams({ ...query, [param]: value })}`,
        });
        expectClientError(res, 400, TEXT_MESSAGES.urlParamControl(param));
      }
    }
  });
});
