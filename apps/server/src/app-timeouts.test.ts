import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

// Short enough for a test; the default of 30 s behaves the same, only longer.
const HEADERS_TIMEOUT_MS = 2000;
const t = useTestApp({ HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });

/**
 * Sends a request's headers one line every 300 ms, never finishing them (slow loris), and resolves
 * with how long the server kept the connection open and what it answered.
 */
function slowHeaders(port: number): Promise<{ elapsedMs: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let line = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Slow-${line++}: ${'a'.repeat(10)}\r\n`);
    }, 300);
    const done = () => {
      clearInterval(drip);
      clearTimeout(guard);
      resolve({ elapsedMs: Date.now() - started, answer });
    };
    // Longer than the old effective limit could ever be in this test: the server never cut it.
    const guard = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      reject(new Error('the server kept a connection with unfinished headers open for 20 s'));
    }, 20_000);
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {}); // a reset after the 408 is a close too
    socket.on('close', done);
  });
}

describe('request header timeout', () => {
  it('closes a connection whose headers do not arrive whole within HEADERS_TIMEOUT_MS, not a checking interval later', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');

    const { elapsedMs, answer } = await slowHeaders(address.port);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    // Node checks the deadline on a timer: one second between checks, plus scheduling slack.
    expect(elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1000 + 1000);
  }, 25_000);
});
