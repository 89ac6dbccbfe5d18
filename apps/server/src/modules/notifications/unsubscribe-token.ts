import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The digest's unsubscribe link works without signing in, so its token alone names the member:
 * `<user id>.<HMAC-SHA256 of the id under the server secret>`. Nothing is stored (the secret makes
 * it unguessable and unforgeable), and it stays valid for every digest already sent.
 */
const PURPOSE = 'paddock:digest-unsubscribe:';

function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member the token was made for, or null for anything else. */
export function userOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
