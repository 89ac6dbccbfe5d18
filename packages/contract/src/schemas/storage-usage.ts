import { z } from 'zod';

/** What a member's stored liveries take (zips, screenshots and thumbnails) against their quota. */
export const StorageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  /** Null for admins, who have no quota. */
  quotaBytes: z.number().int().positive().nullable(),
});
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

/** Binary megabytes and gigabytes, as file managers show them: "312 MB", "2 GB", "1.5 GB". */
export function formatStorageBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024) return `${Math.round((mb / 1024) * 10) / 10} GB`;
  if (mb >= 10 || mb === 0) return `${Math.round(mb)} MB`;
  return `${Math.round(mb * 10) / 10} MB`;
}

/**
 * Uploads a member may try in an hour, per liveries they may publish: a refused upload gives its
 * publishing slot back (fixing the form costs nothing), but every try is inspected whole first.
 */
export const UPLOAD_TRIES_PER_PUBLISH = 5;

export const UPLOAD_LIMIT_MESSAGES = {
  triesLimited: (tries: number, minutes: number) =>
    `You have tried to upload ${tries} times in the last hour, the most the site takes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  rateLimited: (perHour: number, minutes: number) =>
    `You can publish at most ${perHour} liveries an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  quotaExceeded: (usedBytes: number, quotaBytes: number) =>
    `This upload would go over your storage quota: ${formatStorageBytes(usedBytes)} of ${formatStorageBytes(quotaBytes)} used. Delete a livery you no longer need to make room.`,
} as const;
