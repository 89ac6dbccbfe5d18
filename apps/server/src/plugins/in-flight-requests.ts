import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Logged (info) when a stopping server has to wait: a slow stop says why, and tests see the wait begin. */
export const DRAIN_WAIT_MESSAGE = 'stopping: waiting for the requests still running';

export interface InFlightRequests {
  /** Resolves true once no request is being handled, or false when `timeoutMs` passes first. */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts requests until their handler has answered. Fastify's `close()` waits only for open
 * connections: a request whose client has gone (an upload the sender gave up on) keeps running
 * with no connection left, and would find the database closed under it. A stopping server drains
 * this count before closing what handlers use. What follows the answer (a streamed body) holds
 * its connection open, and `close()` already waits for that.
 */
export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  let active = 0;
  let waiters: (() => void)[] = [];
  const running = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, _reply, done) => {
    active += 1;
    running.add(request);
    done();
  });
  // onSend runs once the handler has answered, even when nobody is left to receive the answer; an
  // error raised while sending sends again, and only the first answer counts.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (running.delete(request)) {
      active -= 1;
      if (active === 0) for (const wake of waiters.splice(0)) wake();
    }
    done(null, payload);
  });

  return {
    drained(timeoutMs) {
      if (active === 0) return Promise.resolve(true);
      app.log.info({ running: active }, DRAIN_WAIT_MESSAGE);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
  };
}
