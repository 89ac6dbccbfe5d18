import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface InFlightRequests {
  /** Resolves true once no request is being handled, or false when `timeoutMs` passes first. */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts requests until their handler has answered and their response has closed. Fastify's
 * `close()` waits only for open connections: a request whose client has gone (an upload the
 * sender gave up on) keeps running with no connection left, and would find the database closed
 * under it. A stopping server drains this count before closing what handlers use.
 */
export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  let active = 0;
  let waiters: (() => void)[] = [];
  const answered = new WeakMap<FastifyRequest, () => void>();

  const finishOne = () => {
    active -= 1;
    if (active === 0) for (const wake of waiters.splice(0)) wake();
  };

  app.addHook('onRequest', (request, reply, done) => {
    active += 1;
    // Two events end a request: the handler's answer (onSend runs even when nobody is left to
    // receive it) and the response closing (a streamed body sent, or the socket gone).
    let remaining = 2;
    const part = () => {
      remaining -= 1;
      if (remaining === 0) finishOne();
    };
    answered.set(request, part);
    reply.raw.once('close', part);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    // An error raised while sending sends again; only the first answer counts.
    answered.get(request)?.();
    answered.delete(request);
    done(null, payload);
  });

  return {
    drained(timeoutMs) {
      if (active === 0) return Promise.resolve(true);
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
