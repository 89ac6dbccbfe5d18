import { LIMITS } from '@paddock/contract';

/** The pieces `auth-paths.ts` describes the better-auth endpoints with; limits from the contract. */
export type Json = Record<string, unknown>;

const TAG = 'auth';
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ 'application/json': { schema } });
export const body = (properties: Json, required: string[]) => ({
  required: true,
  content: json({ type: 'object', properties, required }),
});
export const email = { type: 'string', format: 'email', maxLength: LIMITS.emailMax };
export const username = { type: 'string', minLength: 1, maxLength: LIMITS.usernameMax };
export const password = { type: 'string', minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax };
export const sameSitePath = {
  type: 'string',
  description: 'A same-site path (`/x`) the e-mailed link leads to once used.',
};
export const statusTrue = json({ type: 'object', properties: { status: { type: 'boolean' } }, required: ['status'] });
export const signedIn = {
  description:
    'Signed in: the session cookie is set, and the `set-auth-token` header carries a signed token for `Authorization: Bearer`.',
  headers: { 'set-auth-token': { schema: { type: 'string' }, description: 'The signed session token.' } },
  content: json({ type: 'object', properties: { redirect: { type: 'boolean' }, user: ref('AuthUser') } }),
};
// The account's own session: a personal access token never reaches these (issue 35 §3).
export const cookieOnly = [{ sessionCookie: [] }];

/** better-auth refuses a POST without a trusted Origin: every client sends the site's own. */
const ORIGIN_NOTE = ' POSTs need the header `Origin: <PUBLIC_URL>` (403 `MISSING_OR_NULL_ORIGIN` without it).';

export function op(operationId: string, summary: string, description: string, rest: Json, errors: number[]): Json {
  const post = rest.requestBody !== undefined || operationId === 'signOut' || operationId === 'revokeOtherSessions';
  const errorCodes = post && !errors.includes(403) ? [...errors, 403].sort() : errors;
  return {
    tags: [TAG],
    operationId,
    summary,
    description: post ? description + ORIGIN_NOTE : description,
    ...rest,
    errorCodes,
  };
}

/** better-auth's user object as its answers carry it (its own shape, not the API's `me`). */
export const AUTH_USER_SCHEMA: Json = {
  type: 'object',
  properties: {
    id: { type: ['string', 'integer'] },
    email: { type: 'string' },
    emailVerified: { type: 'boolean' },
    name: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string' },
  },
};
