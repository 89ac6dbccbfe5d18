import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisConfig {
  url: string;
  /** Prepended to every key, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Connecting and each command end after this long (REDIS_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * The shared Redis of a multi-instance deployment. Commands fail fast instead of queueing while
 * Redis is away, and a frozen Redis (connected, answering nothing) fails them after `timeoutMs`:
 * every limit then counts in this process instead (window-counter.ts), never lets requests
 * through uncounted.
 */
export function openRedis(config: RedisConfig, log: FastifyBaseLogger): Redis {
  const redis = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    connectTimeout: config.timeoutMs,
    commandTimeout: config.timeoutMs,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (reported) return;
    reported = true;
    log.error({ err: error }, 'Redis is unreachable; rate limits count in this process until it is back');
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is back; rate limits are shared again');
    reported = false;
  });
  return redis;
}
