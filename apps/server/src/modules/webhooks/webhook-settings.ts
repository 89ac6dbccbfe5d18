import { z } from 'zod';

/** The webhook settings of the environment (issue 35 §4), merged into config.ts's schema. */
export const webhookEnvShape = {
  /**
   * For self-hosted receivers and tests only: also allow http:// and loopback, private, link-local
   * and CGNAT addresses. Cloud metadata, multicast and unspecified addresses stay refused.
   */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: 'WEBHOOK_ALLOW_PRIVATE must be true or false' }).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ error: 'WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds' })
    .int('WEBHOOK_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'WEBHOOK_TIMEOUT_MS must be at least 100 (a tenth of a second)')
    .max(30_000, 'WEBHOOK_TIMEOUT_MS must be at most 30000 (thirty seconds)')
    .default(5000),
  WEBHOOK_POLL_MS: z.coerce
    .number({ error: 'WEBHOOK_POLL_MS must be a whole number of milliseconds' })
    .int('WEBHOOK_POLL_MS must be a whole number of milliseconds')
    .min(100, 'WEBHOOK_POLL_MS must be at least 100')
    .max(3_600_000, 'WEBHOOK_POLL_MS must be at most 3600000 (an hour)')
    .default(10_000),
};

export interface WebhookConfig {
  /** http:// and private addresses allowed (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** One try's bound, from connecting to the receiver's answer (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** How often each instance tries the deliveries that are due (WEBHOOK_POLL_MS). */
  pollMs: number;
}

type WebhookEnv = z.infer<z.ZodObject<typeof webhookEnvShape>>;

export function webhookConfig(e: WebhookEnv): WebhookConfig {
  return {
    allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    pollMs: e.WEBHOOK_POLL_MS,
  };
}
