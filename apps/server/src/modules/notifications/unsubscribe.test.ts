import { createHmac } from 'node:crypto';
import { MESSAGES, NOTIFICATION_MESSAGES, NOTIFICATION_RULES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * Issue 32: the digest's unsubscribe link works for a year, a link of the old kind (no issue time)
 * is refused with a message that points to Settings, and attempts are counted per link.
 */
const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
let member: TestUser;

const json = (res: { body: string }) => JSON.parse(res.body);
const secret = () => t.app.deps.config.authSecret;
const unsubscribe = (token: string, remoteAddress = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress, payload: { token } });
const digestOn = async () => {
  const url = '/api/notifications/settings';
  await t.app.inject({ method: 'PUT', url, headers: member.headers, payload: { dailyDigest: true } });
  return async () => json(await t.app.inject({ method: 'GET', url, headers: member.headers })).dailyDigest;
};
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  member = await createUser(t.app);
});

describe('the unsubscribe link', () => {
  it(`works until it is ${NOTIFICATION_RULES.unsubscribeLinkDays} days old, then is refused, changing nothing`, async () => {
    const digest = await digestOn();
    const expired = await unsubscribe(
      unsubscribeToken(secret(), member.id, daysAgo(NOTIFICATION_RULES.unsubscribeLinkDays + 1)),
    );
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toMatchObject({ code: 'INVALID_TOKEN', message: NOTIFICATION_MESSAGES.tokenExpired });
    expect(await digest()).toBe(true);

    const res = await unsubscribe(
      unsubscribeToken(secret(), member.id, daysAgo(NOTIFICATION_RULES.unsubscribeLinkDays - 1)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await digest()).toBe(false);
  });

  it('refuses a genuine link of the old kind, without a time, saying to use Settings', async () => {
    const digest = await digestOn();
    const signature = createHmac('sha256', secret())
      .update(`paddock:digest-unsubscribe:${member.id}`)
      .digest('base64url');
    const res = await unsubscribe(`${member.id}.${signature}`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'INVALID_TOKEN', message: NOTIFICATION_MESSAGES.tokenOutdated });
    expect(NOTIFICATION_MESSAGES.tokenOutdated).toContain('Settings');
    expect(await digest()).toBe(true);
  });

  it('counts attempts per link: one link is limited from any address, another link is not', async () => {
    const token = unsubscribeToken(secret(), member.id);
    for (let i = 0; i < NOTIFICATION_RULES.unsubscribePerWindow; i += 1) {
      expect((await unsubscribe(token, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await unsubscribe(token, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused).message).toBe(MESSAGES.common.tooManyRequests);

    // The same address, with another member's link: answered, not refused as too many.
    const other = await createUser(t.app);
    const res = await unsubscribe(unsubscribeToken(secret(), other.id), '198.51.100.1');
    expect(res.statusCode, res.body).toBe(200);
  });
});
