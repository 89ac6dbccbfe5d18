import { z } from 'zod';
import { hasControlCharacters } from '../text';
import { WEBHOOK_LIMITS } from '../webhook-limits';

/** Every message of the feature: beside the field in the web, in 4xx answers from the server. */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the webhook URL.',
  urlTooLong: `The webhook URL can be at most ${WEBHOOK_LIMITS.urlMax} characters.`,
  urlInvalid: 'Enter a full web address, such as https://discord.com/api/webhooks/…',
  httpsOnly: 'Webhook URLs must start with https://.',
  credentialsInUrl: 'Webhook URLs cannot contain a user name or password.',
  privateAddress:
    'This address points to a private, local or reserved network; webhooks can only call public internet addresses.',
  hostNotFound: 'We could not find this host name. Check the address.',
  tooManyForCollection: `A collection can have at most ${WEBHOOK_LIMITS.perCollection} webhooks. Delete one to add another.`,
  tooManyForCreator: `You can have at most ${WEBHOOK_LIMITS.perCreator} webhooks for your liveries. Delete one to add another.`,
  notFound: 'Webhook not found.',
  enabledInvalid: 'Send enabled: true or false.',
  disabledAfterFailures: `Turned off after ${WEBHOOK_LIMITS.failuresBeforeDisable} failed deliveries in a row.`,
  testsRateLimited: (seconds: number) =>
    `You can send ${WEBHOOK_LIMITS.testsPerMinute} tests a minute. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  onlyCollectionOwner: 'Only the owner of this collection can manage its webhooks.',
} as const;

interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
}
/** The WHATWG URL parser that Node and browsers share (the contract's lib types have neither). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;
function parseUrl(value: string): ParsedUrl | null {
  try {
    return new WhatwgUrl(value);
  } catch {
    return null;
  }
}

/**
 * A webhook address as typed: a full http(s) URL without credentials. Whether http and private
 * addresses are allowed is the server's setting (WEBHOOK_ALLOW_PRIVATE), checked there.
 */
export const WebhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired })
  .max(WEBHOOK_LIMITS.urlMax, { error: WEBHOOK_MESSAGES.urlTooLong })
  .refine((value) => !hasControlCharacters(value) && !/\s/.test(value) && parseUrl(value) !== null, {
    error: WEBHOOK_MESSAGES.urlInvalid,
    abort: true,
  })
  .refine((value) => ['https:', 'http:'].includes(parseUrl(value)?.protocol ?? ''), {
    error: WEBHOOK_MESSAGES.httpsOnly,
    abort: true,
  })
  .refine((value) => !parseUrl(value)?.username && !parseUrl(value)?.password, {
    error: WEBHOOK_MESSAGES.credentialsInUrl,
  });

export const WebhookCreateSchema = z.strictObject({ url: WebhookUrlSchema });
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;

export const WebhookUpdateSchema = z.strictObject({
  enabled: z.boolean({ error: WEBHOOK_MESSAGES.enabledInvalid }),
});
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;

/** A webhook as its owner sees it. The URL is shown shortened: a Discord URL is itself a secret. */
export const WebhookSchema = z.object({
  id: z.number().int(),
  collectionId: z.number().int().nullable(),
  displayUrl: z.string(),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

/** The answer to adding a webhook: the only time its signing secret is shown. */
export const WebhookCreatedSchema = WebhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

export const WebhookListSchema = z.object({ items: z.array(WebhookSchema), max: z.number().int() });
export type WebhookList = z.infer<typeof WebhookListSchema>;

export const WEBHOOK_EVENTS = ['livery.published', 'livery.version', 'livery.removed', 'webhook.test'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last try; null when none answered (timeout, refused address). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesSchema = z.object({ items: z.array(WebhookDeliverySchema) });
export type WebhookDeliveries = z.infer<typeof WebhookDeliveriesSchema>;

/**
 * The JSON payload for receivers other than Discord, at `paddock` in every delivery's body (beside
 * Discord's `embeds`). Addresses are absolute (PUBLIC_URL). Verify the signature header first:
 * HMAC-SHA256 with the webhook's secret over `${t}.${raw body}`.
 */
export const WebhookPayloadSchema = z.object({
  /** Unique per delivery, the same on every retry of it: drop repeats. */
  deliveryId: z.number().int(),
  event: z.enum(WEBHOOK_EVENTS),
  occurredAt: z.string(),
  livery: z
    .object({
      id: z.number().int(),
      title: z.string(),
      carModel: z.string(),
      carClass: z.string(),
      author: z.string().nullable(),
      /** The version published (for `livery.version`) or current (otherwise). */
      version: z.number().int(),
      /** The changelog's start, at most WEBHOOK_LIMITS.changelogExcerptMax characters. */
      changelog: z.string().nullable(),
      url: z.string(),
      thumbnailUrl: z.string().nullable(),
    })
    .nullable(),
  /** The collection a collection webhook belongs to; null for a creator's own webhook. */
  collection: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
});
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
