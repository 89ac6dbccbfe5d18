import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;

/** The process answers (GET /api/health/live): what an orchestrator restarts on. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** One outside part as the instance sees it: its state and how long the check took. */
export const PartHealthSchema = z.object({
  state: z.enum(['up', 'down', 'not-configured']),
  /** A required part down makes the instance not ready; an optional one only degrades it. */
  required: z.boolean(),
  latencyMs: z.number().nullable(),
});

/** The mail queue: down when its oldest waiting mail is older than MAIL_QUEUE_STUCK_SECONDS. */
export const MailQueueHealthSchema = PartHealthSchema.extend({
  oldestPendingSeconds: z.number().nullable(),
});

/** Past this, mail that should have gone out is stuck (the first retries come after 1 and 5 min). */
export const MAIL_QUEUE_STUCK_SECONDS = 15 * 60;

/** Whether the instance can serve (GET /api/health/ready): what a load balancer routes on. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not-ready']),
  parts: z.object({
    database: PartHealthSchema,
    storage: PartHealthSchema,
    redis: PartHealthSchema,
    mail: MailQueueHealthSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
