import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/auth-test-client';
import { captureLogLines } from '../test/log-lines';
import { createTestApp, type TestContext } from '../test/test-app';
import { redactUrl } from './log-redaction';

/** Every line the app logs, as production would write it (JSON, level info). */
const { lines, logStream } = captureLogLines();
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

describe('the request log never holds a token', () => {
  it('redacts ?token= and the reset link token of every route, and keeps the rest of the URL', async () => {
    const secrets = ['abcSECRET1', 'abcSECRET2', 'abcSECRET3', 'abcSECRET4', 'abcSECRET5'];
    const urls = [
      `/api/auth/reset-password/${secrets[0]}?callbackURL=%2Fupdate-password`,
      `/api/auth/verify-email?token=${secrets[1]}&callbackURL=%2Flogin`,
      `/api/users/me/email-change/confirm?token=${secrets[2]}`,
      `/update-password?token=${secrets[3]}`,
      `/api/liveries?search=gulf&Token=${secrets[4]}`,
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: 'GET', url, headers: ORIGIN });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(urls.length * 2); // "incoming request" and "request completed"
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Fupdate-password"');
    expect(log).toContain('"url":"/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin"');
    expect(log).toContain('"url":"/api/liveries?search=gulf&Token=[redacted]"');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/update-password?token=abc', '/update-password?token=[redacted]'],
    ['/x?a=1&reset_token=abc&b=2', '/x?a=1&reset_token=[redacted]&b=2'],
    ['/x?code=abc#frag', '/x?code=[redacted]'],
    ['/api/auth/reset-password/abc', '/api/auth/reset-password/[redacted]'],
    ['/api/liveries?search=token', '/api/liveries?search=token'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
