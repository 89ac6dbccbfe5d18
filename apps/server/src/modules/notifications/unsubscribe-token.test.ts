import { describe, expect, it } from 'vitest';
import { unsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'a-server-secret-of-some-length';

  it('names the member it was made for', () => {
    expect(userOfUnsubscribeToken(secret, unsubscribeToken(secret, 42))).toBe(42);
  });

  it('refuses a token under another secret, for another member, or malformed', () => {
    const token = unsubscribeToken(secret, 42);
    const signature = token.split('.')[1];
    expect(userOfUnsubscribeToken('another-secret', token)).toBeNull();
    expect(userOfUnsubscribeToken(secret, `43.${signature}`)).toBeNull();
    for (const bad of ['', '42', `042.${signature}`, `42.${signature}x`, `42.${signature?.slice(1)}`, '42..']) {
      expect(userOfUnsubscribeToken(secret, bad), bad).toBeNull();
    }
  });
});
