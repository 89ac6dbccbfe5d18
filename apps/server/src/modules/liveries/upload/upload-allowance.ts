import { type StorageUsage, UPLOAD_LIMIT_MESSAGES, UPLOAD_TRIES_PER_PUBLISH } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../../auth/guards';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { SlotLimiter } from '../../../rate-limit/slot-limiter';
import { createStorageUsageRepository } from './storage-usage.repository';

export const UPLOAD_LIMIT_CODES = {
  rateLimited: 'UPLOAD_RATE_LIMITED',
  quotaExceeded: 'STORAGE_QUOTA_EXCEEDED',
} as const;

/** A 429 that knows how long to wait, for the Retry-After header. */
export class UploadRateLimitedError extends AppError {
  constructor(
    message: (minutes: number) => string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, UPLOAD_LIMIT_CODES.rateLimited, message(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

export const quotaExceeded = (usedBytes: number, quotaBytes: number) =>
  new AppError(413, UPLOAD_LIMIT_CODES.quotaExceeded, UPLOAD_LIMIT_MESSAGES.quotaExceeded(usedBytes, quotaBytes));

/** What an admitted upload may still take; `release` gives the hourly slot back when nothing was stored. */
export interface UploadGrant {
  /** Bytes the body's files may stream before `overQuota()` refuses it; Infinity for admins. */
  maxBodyBytes: number;
  overQuota(): AppError;
  /** For the last check, inside the upload's transaction; undefined for admins. */
  quotaBytes?: number;
  release(): Promise<void>;
}

const exempt = (viewer: Viewer) => viewer.role === 'admin';

/** The member's stored bytes and quota, for My Liveries. */
export async function readStorageUsage(db: Kysely<Database>, config: Config, viewer: Viewer): Promise<StorageUsage> {
  const usedBytes = await createStorageUsageRepository(db).usedBytes(viewer.id);
  return { usedBytes, quotaBytes: exempt(viewer) ? null : config.uploads.quotaBytes };
}

/**
 * Per-member upload limits (issue 16 §4): so many liveries an hour and so many bytes stored, both
 * checked before a byte of the body is stored. Admins are exempt from both.
 */
export function createUploadAllowance(
  db: Kysely<Database>,
  config: Config,
  limiters: { publishes: SlotLimiter; tries: SlotLimiter },
) {
  const repo = createStorageUsageRepository(db);
  const { quotaBytes, perHour } = config.uploads;

  return {
    /** `declaredBytes` is the request's Content-Length: a body that cannot fit is refused unread. */
    async admit(viewer: Viewer, declaredBytes: number | undefined): Promise<UploadGrant> {
      if (exempt(viewer)) {
        return {
          maxBodyBytes: Number.POSITIVE_INFINITY,
          overQuota: () => quotaExceeded(0, 0),
          release: async () => {},
        };
      }
      const used = await repo.usedBytes(viewer.id);
      const remaining = quotaBytes - used;
      if (remaining <= 0 || (declaredBytes !== undefined && declaredBytes > remaining)) {
        throw quotaExceeded(used, quotaBytes);
      }
      const key = String(viewer.id);
      // Every try counts here, refused ones too: each is read and inspected whole (its zip
      // inflated and counted, its images decoded) before it can be refused.
      const tried = await limiters.tries.take(key);
      if (!tried.allowed) {
        const tries = perHour * UPLOAD_TRIES_PER_PUBLISH;
        throw new UploadRateLimitedError((m) => UPLOAD_LIMIT_MESSAGES.triesLimited(tries, m), tried.retryAfterSeconds);
      }
      const slot = await limiters.publishes.take(key);
      if (!slot.allowed) {
        throw new UploadRateLimitedError((m) => UPLOAD_LIMIT_MESSAGES.rateLimited(perHour, m), slot.retryAfterSeconds);
      }
      return {
        maxBodyBytes: remaining,
        overQuota: () => quotaExceeded(used, quotaBytes),
        quotaBytes,
        release: () => limiters.publishes.give(key, slot),
      };
    },
  };
}
export type UploadAllowance = ReturnType<typeof createUploadAllowance>;
