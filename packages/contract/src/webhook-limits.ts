// Apart from the webhook schemas (no zod here): the settings section's counters need only these.

/** Webhooks (issue 35 §4): the limits both sides show and the server enforces. */
export const WEBHOOK_LIMITS = {
  /** Webhooks on one collection. */
  perCollection: 5,
  /** Webhooks a member has for their own liveries. */
  perCreator: 5,
  urlMax: 2000,
  /** Deliveries kept per webhook: its delivery log. */
  deliveryLogSize: 50,
  /** Failed tries in a row after which a webhook is turned off and its owner e-mailed. */
  failuresBeforeDisable: 10,
  /** "Send test" presses per member a minute: each is a request to an address the member chose. */
  testsPerMinute: 10,
  /** The changelog's start quoted in a delivery. */
  changelogExcerptMax: 300,
} as const;

/** The header carrying a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Paddock-Signature';
