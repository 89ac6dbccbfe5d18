import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '../webhook-limits';
import { WEBHOOK_MESSAGES, WebhookCreateSchema, WebhookUrlSchema } from './webhooks';

const messageOf = (value: unknown) => {
  const parsed = WebhookUrlSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a webhook URL as typed', () => {
  it('takes a full http(s) address, trimmed (which of the two the server allows is its setting)', () => {
    expect(WebhookUrlSchema.parse('  https://discord.com/api/webhooks/1/abc ')).toBe(
      'https://discord.com/api/webhooks/1/abc',
    );
    expect(messageOf('http://192.168.1.5:8080/hook')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(messageOf(undefined)).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(messageOf('   ')).toBe(WEBHOOK_MESSAGES.urlRequired);
    expect(messageOf('discord.com/api/webhooks')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(messageOf('https://exa mple.com/')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(messageOf('ftp://example.com/')).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(messageOf('https://me:secret@example.com/')).toBe(WEBHOOK_MESSAGES.credentialsInUrl);
    expect(messageOf(`https://example.com/${'x'.repeat(WEBHOOK_LIMITS.urlMax)}`)).toBe(WEBHOOK_MESSAGES.urlTooLong);
  });

  it('refuses fields a client may not set', () => {
    expect(WebhookCreateSchema.safeParse({ url: 'https://example.com/', secret: 'mine' }).success).toBe(false);
  });
});
