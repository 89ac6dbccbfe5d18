import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { useTempDir } from '../../test/fixtures/temp-dir';

describe('the webhook settings', () => {
  const temp = useTempDir('paddock-webhook-config-');
  const load = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: temp.file('data'), AUTH_SECRET: 'x'.repeat(32), ...env });

  it('default to public https only, 5 s tries and a 10 s poll', () => {
    expect(load().webhooks).toEqual({ allowPrivate: false, timeoutMs: 5000, pollMs: 10_000 });
    expect(load({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '250', WEBHOOK_POLL_MS: '500' }).webhooks).toEqual(
      {
        allowPrivate: true,
        timeoutMs: 250,
        pollMs: 500,
      },
    );
  });

  it('refuse values that cannot work, naming the variable', () => {
    expect(() => load({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(ConfigError);
    expect(() => load({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow('WEBHOOK_ALLOW_PRIVATE must be true or false');
    expect(() => load({ WEBHOOK_TIMEOUT_MS: '50' })).toThrow('WEBHOOK_TIMEOUT_MS must be at least 100');
    expect(() => load({ WEBHOOK_TIMEOUT_MS: '60000' })).toThrow('WEBHOOK_TIMEOUT_MS must be at most 30000');
    expect(() => load({ WEBHOOK_POLL_MS: 'often' })).toThrow('WEBHOOK_POLL_MS must be a whole number of milliseconds');
  });
});
