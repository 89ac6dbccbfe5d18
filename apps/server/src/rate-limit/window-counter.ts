import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * How one limit counts. A `fixed` window runs `windowMs` from its first hit (so many per hour); a
 * `sliding` one lapses `windowMs` after its last hit (failures forgotten after a quiet spell).
 * With a `cap`, a hit on a count already at the cap is refused and not counted, so a refused
 * request does not push the window further; without one every hit counts.
 */
export interface WindowRule {
  kind: 'fixed' | 'sliding';
  windowMs: number;
  cap?: number;
}

/** A key's live count after (or without) a hit, and when it was last hit (ms since the epoch). */
export interface WindowCount {
  counted: boolean;
  count: number;
  lastAt: number;
  /** How long until the window ends and the count starts again from nothing. */
  msLeft: number;
}

/**
 * The one counter under every limit of our own (better-auth's storage, the current-password
 * check, upload slots, sign-in failures). Times come from the caller, so a rule reads one clock
 * whichever store keeps the counts.
 */
export interface WindowCounter {
  hit(key: string, rule: WindowRule, now?: number): Promise<WindowCount>;
  peek(key: string, rule: WindowRule, now?: number): Promise<WindowCount | null>;
  /**
   * Takes one hit back (work that stored nothing returns its slot); the window keeps its end.
   * With `windowEndsAt` (when the window of the hit ended), only into that same window: a slot
   * taken before a window ended, given back after, must not free one in the next.
   */
  giveBack(key: string, rule: WindowRule, now?: number, windowEndsAt?: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * In Redis when REDIS_URL is set (shared by every instance: DESIGN §2), otherwise in this process.
 * `namespace` prefixes the keys, e.g. `rl:upload:`.
 */
export function createWindowCounter(redis: Redis | null, log: FastifyBaseLogger, namespace: string): WindowCounter {
  return redis ? redisCounter(redis, log, namespace) : createMemoryWindowCounter();
}

interface Entry {
  count: number;
  startAt: number;
  lastAt: number;
}

/**
 * Windows of one key end at least a whole window apart; up to a second (half a short window)
 * covers the clocks' rounding.
 */
const sameWindowSlack = (rule: WindowRule) => Math.min(1000, rule.windowMs / 2);
const sameWindow = (end: number, expected: number | undefined, rule: WindowRule) =>
  expected === undefined || Math.abs(end - expected) <= sameWindowSlack(rule);

const endOf = (entry: Entry, rule: WindowRule) =>
  (rule.kind === 'fixed' ? entry.startAt : entry.lastAt) + rule.windowMs;
// A fixed window is over at its end; a sliding one still holds at that very moment.
const isLive = (end: number, rule: WindowRule, now: number) => (rule.kind === 'fixed' ? end > now : end >= now);

/** Bounded, so addresses spraying made-up keys cannot grow it without limit; the oldest go first. */
export function createMemoryWindowCounter(maxKeys = 100_000): WindowCounter {
  const entries = new LRUCache<string, Entry>({ max: maxKeys });
  const live = (key: string, rule: WindowRule, now: number) => {
    const entry = entries.get(key);
    return entry && entry.count > 0 && isLive(endOf(entry, rule), rule, now) ? entry : undefined;
  };
  const answer = (entry: Entry, rule: WindowRule, now: number, counted: boolean): WindowCount => ({
    counted,
    count: entry.count,
    lastAt: entry.lastAt,
    msLeft: endOf(entry, rule) - now,
  });
  return {
    async hit(key, rule, now = Date.now()) {
      const entry = live(key, rule, now) ?? { count: 0, startAt: now, lastAt: now };
      if (rule.cap !== undefined && entry.count >= rule.cap) return answer(entry, rule, now, false);
      entry.count += 1;
      entry.lastAt = now;
      entries.set(key, entry);
      return answer(entry, rule, now, true);
    },
    async peek(key, rule, now = Date.now()) {
      const entry = live(key, rule, now);
      return entry ? answer(entry, rule, now, false) : null;
    },
    async giveBack(key, rule, now = Date.now(), windowEndsAt) {
      const entry = live(key, rule, now);
      if (entry && sameWindow(endOf(entry, rule), windowEndsAt, rule)) entry.count -= 1;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

// Read, restart a lapsed count, check the cap, add one and stamp in one step, so concurrent
// requests on several instances cannot all pass on a stale read. The count is a plain number (its
// expiry the window's end); the last hit's time sits beside it. Redis expiry tidies up, but a
// sliding window is judged on the stored time, the caller's clock.
// KEYS: count, last time. ARGV: now, windowMs, sliding (1/0), cap (-1: none).
// Answers {1 counted | 0 refused, count, last time, ms left}.
const HIT = `
local now, window, cap = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[4])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local last = tonumber(redis.call('GET', KEYS[2]) or ARGV[1])
if ARGV[3] == '1' and count > 0 and now - last > window then count = 0 redis.call('DEL', KEYS[1]) end
if cap >= 0 and count >= cap then return { 0, count, last, redis.call('PTTL', KEYS[1]) } end
count = redis.call('INCR', KEYS[1])
if ARGV[3] == '1' or count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], window) end
local left = redis.call('PTTL', KEYS[1])
redis.call('SET', KEYS[2], ARGV[1], 'PX', left)
return { 1, count, now, left }
`;
// KEYS: count. ARGV: now, the end of the hit's window (-1: any window), the slack of "same".
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') <= 0 then return 0 end
local expected = tonumber(ARGV[2])
local ends = tonumber(ARGV[1]) + redis.call('PTTL', KEYS[1])
if expected >= 0 and math.abs(ends - expected) > tonumber(ARGV[3]) then return 0 end
redis.call('DECR', KEYS[1])
return 0
`;

/** How long a counter keeps to its own process after Redis failed, before asking Redis again. */
export const REDIS_RETRY_MS = 5000;

/**
 * Counts in Redis; while Redis is unreachable or frozen, in this process (per instance: a member
 * spreading tries over several instances gets more, but no limit is ever off), logged once per
 * outage. After a failure Redis is left alone for REDIS_RETRY_MS, so a frozen Redis does not
 * cost every request its command timeout.
 */
function redisCounter(redis: Redis, log: FastifyBaseLogger, namespace: string): WindowCounter {
  const keys = (key: string) => [`${namespace}${key}`, `${namespace}${key}:at`] as const;
  const local = createMemoryWindowCounter();
  let localUntil = 0;
  async function shared<T>(ask: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (Date.now() < localUntil) return fallback();
    try {
      const answer = await ask();
      if (localUntil !== 0) log.info(`${namespace} counted in Redis again`);
      localUntil = 0;
      return answer;
    } catch (error) {
      if (localUntil === 0) log.warn({ err: error }, `${namespace} counted in this process: Redis unavailable`);
      localUntil = Date.now() + REDIS_RETRY_MS;
      return fallback();
    }
  }
  return {
    hit: (key, rule, now = Date.now()) =>
      shared(
        async () => {
          const args = [now, rule.windowMs, rule.kind === 'sliding' ? 1 : 0, rule.cap ?? -1];
          const [counted, count, lastAt, msLeft] = (await redis.eval(HIT, 2, ...keys(key), ...args)) as [
            number,
            number,
            number,
            number,
          ];
          return { counted: counted === 1, count, lastAt, msLeft: msLeft > 0 ? msLeft : rule.windowMs };
        },
        () => local.hit(key, rule, now),
      ),
    peek: (key, rule, now = Date.now()) =>
      shared(
        async () => {
          const [count, lastAt] = (await redis.mget(...keys(key))).map(Number);
          if (!count || !lastAt) return null;
          const ends = rule.kind === 'sliding' ? lastAt + rule.windowMs : now + (await redis.pttl(keys(key)[0]));
          return isLive(ends, rule, now) ? { counted: false, count, lastAt, msLeft: ends - now } : null;
        },
        () => local.peek(key, rule, now),
      ),
    giveBack: (key, rule, now = Date.now(), windowEndsAt) =>
      shared(
        async () => {
          await redis.eval(GIVE_BACK, 1, keys(key)[0], now, windowEndsAt ?? -1, sameWindowSlack(rule));
        },
        () => local.giveBack(key, rule, now, windowEndsAt),
      ),
    clear: async (key) => {
      await local.clear(key);
      await shared(
        async () => {
          await redis.del(...keys(key));
        },
        async () => {},
      );
    },
  };
}
