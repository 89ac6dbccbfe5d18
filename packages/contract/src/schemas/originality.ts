import { z } from 'zod';

/**
 * Issue 36: the fingerprint backfill as the admin dashboard shows it. Every livery version gets
 * a perceptual fingerprint of its texture in the background; an admin can pause and resume it.
 */
export const FingerprintBackfillSchema = z.object({
  paused: z.boolean(),
  /** Livery versions on the site. */
  versions: z.number().int().nonnegative(),
  fingerprinted: z.number().int().nonnegative(),
  /** Versions the job could not fingerprint (retried a few times, then left). */
  failed: z.number().int().nonnegative(),
});
export type FingerprintBackfill = z.infer<typeof FingerprintBackfillSchema>;

export const FINGERPRINT_MESSAGES = {
  pausedRequired: 'Say whether the fingerprint backfill should be paused (true or false).',
  heading: 'Texture fingerprints',
  pause: 'Pause',
  resume: 'Resume',
} as const;

export const FingerprintBackfillUpdateSchema = z.strictObject({
  paused: z.boolean({ error: FINGERPRINT_MESSAGES.pausedRequired }),
});
export type FingerprintBackfillUpdate = z.infer<typeof FingerprintBackfillUpdateSchema>;
