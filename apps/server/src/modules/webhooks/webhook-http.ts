import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-guard';

export interface PostResult {
  statusCode: number;
}

/** Bytes of a receiver's answer read before the connection is dropped: only its status matters. */
const ANSWER_BYTES_READ = 4096;

/**
 * POSTs `body` to the checked target. The connection goes to the address that was checked (the
 * lookup below answers it and nothing else), so a host re-resolving to a private address between
 * the check and the connection reaches nothing. Redirects are never followed (node:http does not):
 * a 3xx is a failed try like any other non-2xx. Everything, from connecting to the answer's
 * status, must happen within `timeoutMs`.
 */
export function postToTarget(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<PostResult> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target.url, {
      method: 'POST',
      agent: false,
      lookup: pinned,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_BYTES_READ) response.destroy();
      });
      response.on('error', () => {});
      response.on('close', () => resolve({ statusCode: response.statusCode ?? 0 }));
    });
    request.on('error', (error) => {
      reject(error.name === 'AbortError' ? new Error(`No answer within ${timeoutMs} ms`) : error);
    });
    request.end(body);
  });
}
