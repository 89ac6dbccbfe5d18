import { API_TOKEN_LIMITS, API_TOKEN_MESSAGES, MESSAGES, TEXT_MESSAGES } from '@paddock/contract';
import { beforeAll, describe } from 'vitest';
import { createApiToken } from '../api-token-factory';
import { createUser, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { type BadInput, type Injected, runCatalogue } from './security-world';

const t = useTestApp();
let member: TestUser;
let revoked: string;
let expired: string;
const EXPIRED_ON = '2026-01-02';

const create = (payload: unknown) => (): Promise<Injected> =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/api-tokens',
    headers: member.headers,
    payload: payload as object,
  });
const valid = { name: 'League sync', scopes: ['read'], expiresInDays: 30 };
const badBody = (name: string, payload: unknown, message?: string): BadInput => ({
  name,
  send: create(payload),
  status: 400,
  ...(message ? { message } : {}),
});
const withHeader = (name: string, authorization: () => string, status: number, message: () => string): BadInput => ({
  name,
  send: () =>
    t.app.inject({ method: 'GET', url: '/api/liveries/my-liveries', headers: { authorization: authorization() } }),
  status,
  check: (res) => {
    if (res.json().message !== message()) throw new Error(`unexpected message: ${res.body}`);
  },
});

beforeAll(async () => {
  member = await createUser(t.app);
  const db = t.app.deps.db.kysely;
  const { dialect } = t.app.deps;
  const r = await createApiToken(t.app, member, ['read']);
  await db.updateTable('api_token').set({ revoked_at: dialect.now() }).where('id', '=', r.token.id).execute();
  revoked = r.headers.authorization;
  const e = await createApiToken(t.app, member, ['read'], { expiresInDays: 30 });
  const past = dialect.timestamp(new Date(`${EXPIRED_ON}T12:00:00Z`));
  await db.updateTable('api_token').set({ expires_at: past }).where('id', '=', e.token.id).execute();
  expired = e.headers.authorization;
});

describe('API tokens: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      badBody('a missing name', { scopes: ['read'], expiresInDays: 30 }, API_TOKEN_MESSAGES.nameRequired),
      badBody('a whitespace-only name', { ...valid, name: '   ' }, API_TOKEN_MESSAGES.nameRequired),
      badBody(
        `a name over ${API_TOKEN_LIMITS.nameMax} characters`,
        { ...valid, name: 'x'.repeat(API_TOKEN_LIMITS.nameMax + 1) },
        API_TOKEN_MESSAGES.nameTooLong,
      ),
      badBody(
        'a right-to-left override in the name',
        { ...valid, name: 'bot\u202Etxt' },
        TEXT_MESSAGES.singleLine('The name'),
      ),
      badBody('a NUL in the name', { ...valid, name: 'bot\u0000' }, TEXT_MESSAGES.singleLine('The name')),
      badBody('no scopes', { ...valid, scopes: [] }, API_TOKEN_MESSAGES.scopesRequired),
      badBody('scopes as a string', { ...valid, scopes: 'read' }, API_TOKEN_MESSAGES.scopesRequired),
      badBody('an unknown scope', { ...valid, scopes: ['admin'] }, API_TOKEN_MESSAGES.scopeUnknown),
      badBody('a scope twice', { ...valid, scopes: ['read', 'read'] }, API_TOKEN_MESSAGES.scopeRepeated),
      badBody('an expiry of 7 days', { ...valid, expiresInDays: 7 }, API_TOKEN_MESSAGES.expiryUnknown),
      badBody('an expiry as text', { ...valid, expiresInDays: '30' }, API_TOKEN_MESSAGES.expiryUnknown),
      badBody('no expiry field (null means none)', { name: 'x', scopes: ['read'] }, API_TOKEN_MESSAGES.expiryUnknown),
      badBody('a smuggled user id', { ...valid, userId: 1 }),
      badBody('a smuggled token value', { ...valid, value: `pdk_${'A'.repeat(43)}` }),
      badBody('an array body', [valid]),
      {
        name: 'revoking a non-numeric id',
        send: () => t.app.inject({ method: 'DELETE', url: '/api/users/me/api-tokens/abc', headers: member.headers }),
        status: 400,
        message: MESSAGES.common.invalidId,
      },
      {
        name: 'revoking a token that does not exist',
        send: () => t.app.inject({ method: 'DELETE', url: '/api/users/me/api-tokens/999999', headers: member.headers }),
        status: 404,
        message: API_TOKEN_MESSAGES.notFound,
      },
      withHeader(
        'a Basic header',
        () => 'Basic dXNlcjpwYXNz',
        401,
        () => API_TOKEN_MESSAGES.malformedHeader,
      ),
      withHeader(
        '"Bearer" and nothing',
        () => 'Bearer ',
        401,
        () => API_TOKEN_MESSAGES.malformedHeader,
      ),
      withHeader(
        'two values',
        () => 'Bearer pdk_a pdk_b',
        401,
        () => API_TOKEN_MESSAGES.malformedHeader,
      ),
      withHeader(
        'a token cut short',
        () => 'Bearer pdk_abc',
        401,
        () => API_TOKEN_MESSAGES.unknown,
      ),
      withHeader(
        'a token too long',
        () => `Bearer pdk_${'A'.repeat(44)}`,
        401,
        () => API_TOKEN_MESSAGES.unknown,
      ),
      withHeader(
        'a well-formed unknown token',
        () => `Bearer pdk_${'A'.repeat(43)}`,
        401,
        () => API_TOKEN_MESSAGES.unknown,
      ),
      withHeader(
        'a revoked token',
        () => revoked,
        401,
        () => API_TOKEN_MESSAGES.revoked,
      ),
      withHeader(
        'an expired token',
        () => expired,
        401,
        () => API_TOKEN_MESSAGES.expired(EXPIRED_ON),
      ),
    ],
  );
});
