import type { FastifyReply } from 'fastify';
import { AppError } from './app-error';

/**
 * The answer to a request whose client went away: nobody reads it, but the error handler logs
 * it as a client error (no 500 and stack), nginx's 499.
 */
export function clientGone(): AppError {
  return new AppError(499, 'CLIENT_CLOSED_REQUEST', 'The connection closed before the answer was ready.');
}

/**
 * Aborts when the connection closes before the answer was sent (the member closed the tab, the
 * network dropped), so long work done only for that answer, such as an upload's writes to the
 * bucket, stops instead of running on for no one (issue 33). Its reason is `clientGone()`.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  // 'close' also comes after a completed answer; only an unfinished one means the client left.
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(clientGone());
  });
  return controller.signal;
}
