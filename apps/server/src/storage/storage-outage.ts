import { MESSAGES } from '@paddock/contract';
import { AppError } from '../lib/app-error';
import type { Storage } from './storage';

/** How long a client should wait before trying again once storage is back (seconds). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The bucket could not be reached or answered with its own failure: refused, reset, timed out
 * (the client's connection and socket timeouts), or a 5xx such as SlowDown. A 4xx (a missing
 * key, a bad signature) is a real answer and is not an outage.
 */
export function isStorageOutage(error: unknown): boolean {
  if (!error || typeof error !== 'object' || error instanceof AppError) return false;
  const e = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout') return true;
  return (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

export function storageUnavailable(): AppError {
  return new AppError(503, 'STORAGE_UNAVAILABLE', MESSAGES.common.storageUnavailable);
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStorageOutage(error) ? storageUnavailable() : error;
  }
}

/**
 * A bucket that is down or stalled answers the member with "file storage is unavailable" (503),
 * never with another part's message: a refused connection is not the database's. URLs are signed
 * locally and need no translation.
 */
export function withOutageAnswers(storage: Storage): Storage {
  return {
    ...storage,
    put: (key, source, options) => translated(() => storage.put(key, source, options)),
    stat: (key) => translated(() => storage.stat(key)),
    openRead: (key, range) => translated(() => storage.openRead(key, range)),
    delete: (key) => translated(() => storage.delete(key)),
    deleteMany: (keys) => translated(() => storage.deleteMany(keys)),
    async *list(prefix) {
      try {
        yield* storage.list(prefix);
      } catch (error) {
        throw isStorageOutage(error) ? storageUnavailable() : error;
      }
    },
  };
}
