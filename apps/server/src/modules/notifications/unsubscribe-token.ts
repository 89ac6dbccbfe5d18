import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_RULES } from '@paddock/contract';

/**
 * The digest's unsubscribe link works without signing in, so its token alone names the member:
 * `<user id>.<issued at, Unix seconds>.<HMAC-SHA256 of both under the server secret>`. Nothing is
 * stored (the secret makes it unguessable and unforgeable); it works for
 * NOTIFICATION_RULES.unsubscribeLinkDays after the digest that carried it, so a link in an old
 * mailbox, forwarded or leaked, does not act on the account for ever.
 */
const PURPOSE = 'paddock:digest-unsubscribe:v2:';
/** Links mailed before tokens carried a time: `<user id>.<HMAC of the id>`, signed under this. */
const LEGACY_PURPOSE = 'paddock:digest-unsubscribe:';

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;
const LEGACY_TOKEN = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;
const LIFE_SECONDS = NOTIFICATION_RULES.unsubscribeLinkDays * 24 * 60 * 60;

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

function signedBy(secret: string, text: string, given: string): boolean {
  const expected = Buffer.from(sign(secret, text));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function unsubscribeToken(secret: string, userId: number, issuedAt = new Date()): string {
  const seconds = Math.floor(issuedAt.getTime() / 1000);
  return `${userId}.${seconds}.${sign(secret, `${PURPOSE}${userId}.${seconds}`)}`;
}

/**
 * What a token is worth: the member it was made for; `expired` when genuine but older than its
 * life; `outdated` when a genuine link of the old kind, without a time; `invalid` for anything else.
 */
export type UnsubscribeTokenCheck =
  | { ok: true; userId: number }
  | { ok: false; problem: 'invalid' | 'expired' | 'outdated' };

export function checkUnsubscribeToken(secret: string, token: string, now = new Date()): UnsubscribeTokenCheck {
  const match = TOKEN.exec(token);
  if (match) {
    const [, id, issued, signature] = match as unknown as [string, string, string, string];
    if (!signedBy(secret, `${PURPOSE}${id}.${issued}`, signature)) return { ok: false, problem: 'invalid' };
    const age = now.getTime() / 1000 - Number(issued);
    return age > LIFE_SECONDS ? { ok: false, problem: 'expired' } : { ok: true, userId: Number(id) };
  }
  const legacy = LEGACY_TOKEN.exec(token);
  if (legacy && signedBy(secret, `${LEGACY_PURPOSE}${legacy[1]}`, legacy[2] ?? '')) {
    return { ok: false, problem: 'outdated' };
  }
  return { ok: false, problem: 'invalid' };
}

/**
 * The rate limit's key for a token, hashed to a fixed length: each link gets its own count, so
 * strangers behind one address (an office, a mobile network) do not use up each other's attempts.
 * Guessing needs no limit (a signature is 256 bits); the count stops a script replaying one link.
 */
export function unsubscribeAttemptKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
