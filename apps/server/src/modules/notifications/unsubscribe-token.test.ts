import { createHmac } from 'node:crypto';
import { NOTIFICATION_RULES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { checkUnsubscribeToken, unsubscribeAttemptKey, unsubscribeToken } from './unsubscribe-token';

const secret = 'a-server-secret-of-some-length';
const DAY_MS = 24 * 60 * 60 * 1000;
const LIFE_MS = NOTIFICATION_RULES.unsubscribeLinkDays * DAY_MS;
/** A link as digests were mailed before tokens carried their issue time. */
const legacyToken = (key: string, userId: number) =>
  `${userId}.${createHmac('sha256', key).update(`paddock:digest-unsubscribe:${userId}`).digest('base64url')}`;

describe('unsubscribe tokens', () => {
  it('names the member it was made for', () => {
    expect(checkUnsubscribeToken(secret, unsubscribeToken(secret, 42))).toEqual({ ok: true, userId: 42 });
  });

  it('refuses a token under another secret, for another member or time, or malformed', () => {
    const token = unsubscribeToken(secret, 42);
    const [, issued, signature] = token.split('.');
    const invalid = { ok: false, problem: 'invalid' };
    expect(checkUnsubscribeToken('another-secret', token)).toEqual(invalid);
    expect(checkUnsubscribeToken(secret, `43.${issued}.${signature}`)).toEqual(invalid);
    expect(checkUnsubscribeToken(secret, `42.${Number(issued) + 1}.${signature}`)).toEqual(invalid);
    for (const bad of [
      '',
      '42',
      `042.${issued}.${signature}`,
      `42.${issued}.${signature}x`,
      `42.0.${signature}`,
      '42..',
    ]) {
      expect(checkUnsubscribeToken(secret, bad), bad).toEqual(invalid);
    }
  });

  it(`works for ${NOTIFICATION_RULES.unsubscribeLinkDays} days after it was issued, then has expired`, () => {
    const issuedAt = new Date('2026-01-10T08:00:00Z');
    const token = unsubscribeToken(secret, 42, issuedAt);
    const at = (ms: number) => checkUnsubscribeToken(secret, token, new Date(issuedAt.getTime() + ms));
    expect(at(0)).toEqual({ ok: true, userId: 42 });
    expect(at(LIFE_MS)).toEqual({ ok: true, userId: 42 });
    expect(at(LIFE_MS + 1000)).toEqual({ ok: false, problem: 'expired' });
  });

  it('tells a genuine link of the old kind (no time) from a forged one', () => {
    expect(checkUnsubscribeToken(secret, legacyToken(secret, 42))).toEqual({ ok: false, problem: 'outdated' });
    expect(checkUnsubscribeToken(secret, legacyToken('another-secret', 42))).toEqual({ ok: false, problem: 'invalid' });
    expect(checkUnsubscribeToken(secret, `42.${'A'.repeat(43)}`)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('counts each link on its own', () => {
    const first = unsubscribeToken(secret, 42, new Date('2026-01-10T08:00:00Z'));
    const second = unsubscribeToken(secret, 42, new Date('2026-01-11T08:00:00Z'));
    expect(unsubscribeAttemptKey(first)).toBe(unsubscribeAttemptKey(first));
    expect(unsubscribeAttemptKey(first)).not.toBe(unsubscribeAttemptKey(second));
  });
});
