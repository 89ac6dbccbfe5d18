import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

// The smallest the setting allows; the default of 30 s behaves the same, only longer.
const HEADERS_TIMEOUT_MS = 1000;
const t = useTestApp({ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });

/**
 * Far past the timeout and its tenth of a sweep however loaded the machine, far short of Node's own
 * 30 s sweep, which cut slow headers anywhere up to a whole sweep late.
 */
const GIVE_UP_MS = 10_000;

/**
 * Sends a request's headers a line at a time, never finishing them (slow loris), and resolves with
 * what happened, in order: the headers timeout passing on the client's own clock (started before it
 * connects, so never later than the server's), the server's answer, the connection closing.
 */
function slowHeaders(port: number): Promise<{ events: string[]; linesSent: number }> {
  return new Promise((resolve, reject) => {
    const events: string[] = [];
    let linesSent = 0;
    const timeoutPassed = setTimeout(() => events.push('headers timeout passed'), HEADERS_TIMEOUT_MS);
    const socket = connect(port, '127.0.0.1');
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${linesSent++}: ${'a'.repeat(10)}\r\n`);
    }, HEADERS_TIMEOUT_MS / 5);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a connection with unfinished headers open for ${GIVE_UP_MS} ms`));
    }, GIVE_UP_MS);
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n'));
    socket.on('data', (chunk) => {
      events.push(`answered ${chunk.toString('latin1').split('\r\n')[0]}`);
    });
    socket.on('error', () => {}); // a reset after the 408 is a close too
    socket.on('close', () => {
      events.push('closed');
      for (const timer of [timeoutPassed, giveUp]) clearTimeout(timer);
      clearInterval(drip);
      resolve({ events, linesSent });
    });
  });
}

describe('request header timeout', () => {
  it('cuts headers that do not arrive whole within HEADERS_TIMEOUT_MS, not a sweep later', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');

    const { events, linesSent } = await slowHeaders(address.port);

    // Cut by the server while the client was still trickling headers in, not before their time.
    expect(linesSent).toBeGreaterThan(0);
    expect(events).toEqual(['headers timeout passed', expect.stringMatching(/^answered HTTP\/1\.1 408 /), 'closed']);
  });
});
