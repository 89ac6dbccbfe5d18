import { collectionSlug, liverySlug, WEBHOOK_LIMITS, type WebhookEvent, type WebhookPayload } from '@paddock/contract';
import type { StoredPayload } from './webhook-events.service';

/** What the body of one delivery is made from. */
export interface BodyInput {
  deliveryId: number;
  event: WebhookEvent;
  occurredAt: string;
  stored: StoredPayload;
  collection: { id: number; name: string } | null;
  /** PUBLIC_URL, without a trailing slash: every address in the body is absolute. */
  publicUrl: string;
  /** The thumbnail's address as storage serves it (a path for local storage, a URL for S3). */
  thumbnailUrl: string | null;
}

const RED = 0xe21d38;
const HEADLINES: Record<WebhookEvent, string> = {
  'livery.published': 'New livery',
  'livery.version': 'New version',
  'livery.removed': 'Livery removed',
  'webhook.test': 'Test from Paddock',
};

const absolute = (publicUrl: string, address: string) =>
  /^https?:\/\//.test(address) ? address : `${publicUrl}${address.startsWith('/') ? '' : '/'}${address}`;

/** The start of a changelog, cut at a word where possible. */
export function changelogExcerpt(text: string | null): string | null {
  if (!text) return null;
  const max = WEBHOOK_LIMITS.changelogExcerptMax;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The JSON payload for receivers other than Discord (documented in the contract's WebhookPayloadSchema). */
export function payloadOf(input: BodyInput): WebhookPayload {
  const { stored, publicUrl, collection } = input;
  const l = stored.livery;
  return {
    deliveryId: input.deliveryId,
    event: input.event,
    occurredAt: input.occurredAt,
    livery: l
      ? {
          id: l.id,
          title: l.title,
          carModel: l.carModel,
          carClass: l.carClass,
          author: l.author,
          version: l.version,
          changelog: changelogExcerpt(l.changelog),
          url: `${publicUrl}/livery/${l.id}/${liverySlug(l.title)}`,
          thumbnailUrl:
            input.event === 'livery.removed' || !input.thumbnailUrl ? null : absolute(publicUrl, input.thumbnailUrl),
        }
      : null,
    collection: collection
      ? {
          id: collection.id,
          name: collection.name,
          url: `${publicUrl}/collections/${collection.id}/${collectionSlug(collection.name)}`,
        }
      : null,
  };
}

/**
 * The body: Discord's webhook format (a Discord webhook URL works as it is: one embed with the
 * title, car, version, changelog excerpt, thumbnail and link; mentions switched off, since titles
 * are members' words) with the JSON payload beside it at `paddock`, which Discord ignores.
 */
export function webhookBody(input: BodyInput): string {
  const payload = payloadOf(input);
  const l = payload.livery;
  const headline = HEADLINES[input.event];
  const embed = l
    ? {
        title: `${headline}: ${l.title}`.slice(0, 256),
        ...(input.event === 'livery.removed' ? {} : { url: l.url }),
        color: RED,
        ...(l.changelog && input.event === 'livery.version' ? { description: l.changelog } : {}),
        fields: [
          { name: 'Car', value: `${l.carModel} (${l.carClass})`.slice(0, 1024), inline: true },
          { name: 'Version', value: `v${l.version}`, inline: true },
          ...(l.author ? [{ name: 'Creator', value: l.author, inline: true }] : []),
        ],
        ...(l.thumbnailUrl ? { thumbnail: { url: l.thumbnailUrl } } : {}),
        footer: { text: payload.collection ? `Paddock · ${payload.collection.name}`.slice(0, 2048) : 'Paddock' },
        timestamp: input.occurredAt,
      }
    : {
        title: headline,
        description: 'This webhook works: Paddock will post here when liveries change.',
        color: RED,
        url: input.publicUrl,
        footer: { text: payload.collection ? `Paddock · ${payload.collection.name}` : 'Paddock' },
        timestamp: input.occurredAt,
      };
  return JSON.stringify({ username: 'Paddock', embeds: [embed], allowed_mentions: { parse: [] }, paddock: payload });
}

/**
 * A webhook's address as shown back: scheme, host and the path's first part. The rest often is a
 * credential (a Discord URL's token), which the page never needs to show again.
 */
export function displayUrlOf(raw: string): string {
  const url = new URL(raw);
  const [first, ...rest] = url.pathname.split('/').filter(Boolean);
  return `${url.origin}${first ? `/${first}` : ''}${rest.length > 0 || url.search ? '/…' : ''}`;
}
