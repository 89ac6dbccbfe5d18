import { WEBHOOK_LIMITS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { changelogExcerpt, displayUrlOf, webhookBody } from './webhook-body';
import { createSecretBox, newWebhookSecret, signatureOf } from './webhook-secret';

describe('what a delivery shows', () => {
  it('shortens an address past its first path part, which may be a token', () => {
    expect(displayUrlOf('https://discord.com/api/webhooks/123/SECRET')).toBe('https://discord.com/api/…');
    expect(displayUrlOf('https://example.com/hook')).toBe('https://example.com/hook');
    expect(displayUrlOf('https://example.com/hook?token=x')).toBe('https://example.com/hook/…');
    expect(displayUrlOf('https://example.com')).toBe('https://example.com');
  });

  it('quotes the start of a long changelog, cut at a word', () => {
    const long = 'word '.repeat(200);
    const excerpt = changelogExcerpt(long) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.changelogExcerptMax);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(changelogExcerpt(null)).toBeNull();
  });

  it('switches Discord mentions off: a title saying @everyone pings nobody', () => {
    const body = JSON.parse(
      webhookBody({
        deliveryId: 1,
        event: 'livery.published',
        occurredAt: '2026-11-29T10:00:00.000Z',
        stored: {
          livery: {
            id: 5,
            title: '@everyone free skins',
            carModel: 'M',
            carClass: 'C',
            author: null,
            version: 1,
            changelog: null,
            thumbKey: null,
          },
        },
        collection: null,
        publicUrl: 'https://paddock.example',
        thumbnailUrl: '/media/thumbnails/a.webp',
      }),
    );
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds[0].thumbnail).toEqual({ url: 'https://paddock.example/media/thumbnails/a.webp' });
    expect(body.paddock.livery.url).toBe('https://paddock.example/livery/5/everyone-free-skins');
  });
});

describe('webhook secrets', () => {
  const box = createSecretBox('a'.repeat(32));

  it('are sealed for storage and opened only with the same AUTH_SECRET', () => {
    const secret = newWebhookSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.open(sealed)).toBe(secret);
    expect(createSecretBox('b'.repeat(32)).open(sealed)).toBeNull();
    // A character in the middle: the last ones of base64 may carry only padding bits (a flaky pass).
    const i = Math.floor(sealed.length / 2);
    expect(box.open(`${sealed.slice(0, i)}${sealed[i] === 'A' ? 'B' : 'A'}${sealed.slice(i + 1)}`)).toBeNull();
    expect(box.open('not sealed')).toBeNull();
  });

  it('sign the timestamp and the body together', () => {
    const signature = signatureOf('whsec_x', 1_700_000_000, '{"a":1}');
    expect(signature).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(signatureOf('whsec_x', 1_700_000_001, '{"a":1}')).not.toBe(signature);
  });
});
