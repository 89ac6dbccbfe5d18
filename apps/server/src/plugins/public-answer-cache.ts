import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hasSessionCredentials } from '../auth/session-credentials';
import { etagMatches, PUBLIC_CACHE_CONTROL } from '../lib/http-cache';
import { createSightings } from './answer-cache-sightings';
import { type Changes, changesOfWrite, isChangedBy, saidToChangeNothing, topicOfAnswer } from './answer-cache-topics';

export interface PublicAnswerCacheOptions {
  /** How long an answer is served from memory: the staleness other instances' writes may cause. */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** How many recently asked URLs are remembered, to keep only answers asked for more than once. */
  sightings?: number;
  /** The clock (tests). */
  now?: () => number;
}

export const PUBLIC_ANSWER_CACHE_DEFAULTS = {
  ttlMs: 2000,
  maxEntries: 2000,
  maxBytes: 16 * 1024 * 1024,
  sightings: 20_000,
} as const;

interface Answer {
  body: Buffer;
  contentType: string;
  etag: string;
  vary: string;
  /** What the answer is about: the writes that change it forget it (answer-cache-topics.ts). */
  topic: string;
}

export interface PublicAnswerCache {
  /** Forget every answer (a write in this process forgets the answers it changes itself). */
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Longer URLs are neither remembered nor kept. The app's own are far shorter (a browse URL with
 * every filter and a full search term is ~300 characters); without a bound, 40,000 requests of
 * 15 kB URLs (Node takes 16 kB of headers) held ~600 MB in the sightings alone.
 */
export const MAX_CACHED_URL_LENGTH = 1024;
/** Per-answer bookkeeping counted against `maxBytes` besides the body and the key. */
const ENTRY_OVERHEAD = 256;

/**
 * A micro-cache of anonymous public API answers (docs/decisions/0005-public-answer-micro-cache.md): the
 * serialised 200 body of any GET that `sendCacheable` marked public, with its headers, kept in
 * process for a couple of seconds under its full URL and served from the first hook, before
 * validation, the database and serialisation. Only URLs asked for more than once are kept
 * (`createSightings`). Anyone who may be signed in is never served from it.
 *
 * A write in this process (POST, PUT, PATCH, DELETE) that went through forgets, before it answers,
 * the answers it can change (answer-cache-topics.ts), and a read that overlapped it is not kept: a
 * member who favourites and then reloads signed out sees the new count at once from this instance.
 * A refused write (4xx) and a request no route took forget nothing, so junk requests cannot keep
 * the cache empty. Writes made by other instances show within `ttlMs`, as counts already may lag
 * behind the 30 s HTTP caching.
 */
export function registerPublicAnswerCache(
  app: FastifyInstance,
  options: PublicAnswerCacheOptions = {},
): PublicAnswerCache {
  const { ttlMs, maxEntries, maxBytes, sightings } = { ...PUBLIC_ANSWER_CACHE_DEFAULTS, ...options };
  const now = options.now;
  const answers = new LRUCache<string, Answer>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (answer, url) => answer.body.length + url.length + ENTRY_OVERHEAD,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  /** Moves when a write starts and ends: a read that began before the last move is not kept. */
  let generation = 0;
  /** Requests computing an answer, with the generation they started in. */
  const misses = new WeakMap<FastifyRequest, number>();
  /**
   * One request per URL computes a missing answer; the others arriving meanwhile wait for it
   * instead of all running the same queries at once when an answer expires or a write clears.
   */
  const inFlight = new Map<string, Promise<void>>();
  const finishers = new WeakMap<FastifyRequest, () => void>();
  const asked = createSightings(sightings);
  /** Writes whose outcome was already taken into account (at onSend, or at onResponse without one). */
  const settled = new WeakSet<FastifyRequest>();

  function forget(changes: Changes): void {
    generation++;
    if (changes === 'everything') {
      answers.clear();
      return;
    }
    const stale: string[] = [];
    for (const [url, answer] of answers.entries()) if (isChangedBy(changes, answer.topic)) stale.push(url);
    for (const url of stale) answers.delete(url);
  }

  /**
   * A routed write that went through forgets what it changes; one refused (4xx) changed nothing.
   * A 5xx may have failed after its commit, and a 404 of no route is junk. Runs at onSend, before
   * the client can read the answer and ask again.
   */
  function settle(request: FastifyRequest, status: number): void {
    if (READS.has(request.method) || settled.has(request)) return;
    settled.add(request);
    const route = request.routeOptions.url;
    if (route === undefined || request.is404 || (status >= 400 && status < 500)) return;
    if (status < 400 && saidToChangeNothing(request)) return;
    const changes = status >= 500 ? 'everything' : changesOfWrite(request.method, route, request.params);
    if (changes === 'everything' || changes.length > 0) forget(changes);
  }

  function serve(request: FastifyRequest, reply: FastifyReply, hit: Answer): void {
    // The same headers, in the same order, as the route itself sends (a 304 has no content type).
    reply.header('vary', hit.vary);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    reply.header('etag', hit.etag);
    if (etagMatches(request, hit.etag)) reply.code(304).send();
    else reply.header('content-type', hit.contentType).send(hit.body);
  }

  function compute(request: FastifyRequest, done: () => void): void {
    const url = request.url;
    misses.set(request, generation);
    if (!inFlight.has(url)) {
      let finish = () => {};
      inFlight.set(
        url,
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      );
      finishers.set(request, () => {
        finishers.delete(request);
        inFlight.delete(url);
        finish();
      });
    }
    done();
  }

  /** Lets the requests waiting on this one go on: served if it left an answer, computing if not. */
  function finished(request: FastifyRequest): void {
    finishers.get(request)?.();
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET') return done();
    if (!request.url.startsWith('/api/') || request.url.length > MAX_CACHED_URL_LENGTH) return done();
    if (hasSessionCredentials(request)) return done();
    const hit = answers.get(request.url);
    if (hit) return serve(request, reply, hit);
    asked.see(request.url);
    const pending = inFlight.get(request.url);
    if (!pending) return compute(request, done);
    pending
      .then(() => {
        const answer = answers.get(request.url);
        if (answer) serve(request, reply, answer);
        else compute(request, done);
      })
      .catch(done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const since = misses.get(request);
    if (
      since === generation &&
      asked.moreThanOnce(request.url) &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      reply.getHeader('cache-control') === PUBLIC_CACHE_CONTROL
    ) {
      const etag = reply.getHeader('etag');
      const contentType = reply.getHeader('content-type');
      const vary = reply.getHeader('vary');
      if (typeof etag === 'string' && typeof contentType === 'string' && typeof vary === 'string') {
        const topic = topicOfAnswer(request.routeOptions.url, request.params);
        answers.set(request.url, { body: Buffer.from(payload), contentType, etag, vary, topic });
      }
    }
    settle(request, reply.statusCode);
    finished(request);
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    settle(request, reply.statusCode);
    finished(request);
    done();
  });

  app.addHook('onRequestAbort', (request, done) => {
    finished(request);
    done();
  });

  return {
    clear: () => {
      generation++;
      answers.clear();
    },
    get size() {
      return answers.size;
    },
    get bytes() {
      return answers.calculatedSize;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The micro-cache of anonymous public answers, null when turned off. */
    answerCache: PublicAnswerCache | null;
  }
}
