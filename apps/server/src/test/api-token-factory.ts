import type { ApiTokenScope, CreatedApiToken } from '@paddock/contract';
import type { App } from '../app';
import type { TestUser } from './factories';

/** A personal access token made through the API, as a member does in Settings → API tokens. */
export async function createApiToken(
  app: App,
  user: Pick<TestUser, 'headers'>,
  scopes: ApiTokenScope[],
  options: { name?: string; expiresInDays?: 30 | 90 | 365 | null } = {},
): Promise<CreatedApiToken & { headers: { authorization: string } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/me/api-tokens',
    headers: user.headers,
    payload: { name: options.name ?? `Tool ${scopes.join('+')}`, scopes, expiresInDays: options.expiresInDays ?? null },
  });
  if (res.statusCode !== 201) throw new Error(`token not created: ${res.statusCode} ${res.body}`);
  const created = res.json() as CreatedApiToken;
  return { ...created, headers: { authorization: `Bearer ${created.value}` } };
}
