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

/** Whether the instance can serve (GET /api/health/ready): what a load balancer routes on. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'not-ready']),
  parts: z.object({ database: PartHealthSchema, storage: PartHealthSchema, redis: PartHealthSchema }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
