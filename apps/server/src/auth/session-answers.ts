/**
 * better-auth's answers that read existing sessions (get-session, list-sessions) carry each
 * session's token, and its bearer plugin adds a `set-auth-token` header whenever it refreshes the
 * cookie. A page script can read both, which would undo the cookie's HttpOnly: one XSS and the
 * session is copied elsewhere. No client needs them there (a bearer client already holds its
 * token; the web app never calls these), so the bridge removes them. Sign-in and change-password
 * still hand a bearer client its new token, signed, in the `set-auth-token` header; their JSON
 * body loses the bare token, which is no credential on its own (bearer tokens must be signed) and
 * only invites clients to store the wrong thing.
 */
const SESSION_READING = new Set(['GET /get-session', 'GET /list-sessions']);
const TOKEN_GIVING = new Set(['POST /sign-in/email', 'POST /sign-in/username', 'POST /change-password']);

/** Fields that hold a session's secret, wherever they sit in the answer. */
const SECRET_FIELDS = new Set(['token']);

/** Headers that hold a session's secret; the cookie itself stays (HttpOnly, out of scripts' reach). */
export const SESSION_SECRET_HEADERS = new Set(['set-auth-token']);

export function readsSessions(routeKey: string): boolean {
  return SESSION_READING.has(routeKey);
}

/** Whether the answer's JSON body must lose its `token` fields. */
export function answersWithoutTokens(routeKey: string): boolean {
  return SESSION_READING.has(routeKey) || TOKEN_GIVING.has(routeKey);
}

/** The JSON answer with every secret field removed; anything that is not JSON is left as is. */
export function withoutSessionSecrets(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(strip(parsed));
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, inner]) => [key, strip(inner)]),
  );
}
