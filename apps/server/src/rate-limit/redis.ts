import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisConfig {
  url: string;
  /** Prepended to every key, so several sites (or test runs) can share one Redis. */
  keyPrefix: string;
}

/**
 * The shared Redis of a multi-instance deployment. Commands fail fast instead of queueing while
 * Redis is away: a limiter that cannot count lets the request through (and logs) rather than
 * taking the site down with it.
 */
export function openRedis(config: RedisConfig, log: FastifyBaseLogger): Redis {
  const redis = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (reported) return;
    reported = true;
    log.error({ err: error }, 'Redis is unreachable; rate limits let requests through until it is back');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
