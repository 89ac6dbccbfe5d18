import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { connect } from 'node:net';
import { LIMITS, UPLOAD_PARTS } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_BODY_DRAIN_BYTES } from '../../../plugins/multipart';
import { liveryOf } from '../../../test/comment-factory';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

// Room for the refused bodies here, all but the one sent over it.
const QUOTA_MB = 32;
const t = useTestApp({ UPLOAD_QUOTA_MB: String(QUOTA_MB) });
let port: number;
let member: TestUser;
let painter: TestUser;
let paintersLivery: number;

/** Bytes a refused upload still carries after its bad part: enough that the socket buffers fill. */
const LARGE = 8 * 1024 * 1024;
const BOUNDARY = 'early-refusal-boundary';

interface Part {
  name: string;
  filename?: string;
  data: Buffer;
}

function multipartBody(parts: readonly Part[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '') +
        '\r\n\r\n',
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

interface Outcome {
  status?: number;
  body?: string;
  /** The first socket error the client saw (ECONNRESET, EPIPE), if any. */
  error?: string;
}

/**
 * Sends `body` to the listening app with plain node:http, as a browser would: the whole body,
 * written as fast as the server takes it, reading the answer whenever it comes. Settles once the
 * answer was read and the connection is done with, so an error after the answer counts too.
 */
function send(
  agent: http.Agent | false,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = {};
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...headers,
        'content-length': String(body.length),
      },
    });
    const failed = (error: NodeJS.ErrnoException) => {
      outcome.error ??= error.code ?? error.message;
    };
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        outcome.body = text;
      });
      res.on('error', failed);
    });
    req.on('error', failed);
    req.on('close', () => resolve(outcome));
    req.end(body);
  });
}

beforeAll(async () => {
  [member, painter] = await Promise.all([createUser(t.app), createUser(t.app)]);
  paintersLivery = await liveryOf(t.app, painter, 'Not Yours To Version');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

const largeZip: Part = { name: UPLOAD_PARTS.liveryFile, filename: 'big.zip', data: randomBytes(LARGE) };

describe('an upload refused before its body is read', () => {
  const cases: [string, () => { path: string; headers: Record<string, string>; body: Buffer }, number][] = [
    [
      'a file part the upload does not take, first',
      () => ({
        path: '/api/liveries',
        headers: member.headers,
        body: multipartBody([{ name: 'Bogus', filename: 'x.svg', data: Buffer.from('<svg/>') }, largeZip]),
      }),
      400,
    ],
    [
      'a screenshot over its size limit, first',
      () => ({
        path: '/api/liveries',
        headers: member.headers,
        body: multipartBody([
          { name: UPLOAD_PARTS.screenshots, filename: 'huge.png', data: randomBytes(LIMITS.screenshotBytesMax + 1) },
          largeZip,
        ]),
      }),
      413,
    ],
    [
      'a body that is not multipart',
      () => ({
        path: '/api/liveries',
        headers: { ...member.headers, 'content-type': 'application/octet-stream' },
        body: randomBytes(LARGE),
      }),
      415,
    ],
    [
      'a caller who is not signed in',
      () => ({ path: '/api/liveries', headers: {}, body: multipartBody([largeZip]) }),
      401,
    ],
    [
      'a body over what is left of the storage quota',
      () => ({
        path: '/api/liveries',
        headers: member.headers,
        body: multipartBody([{ ...largeZip, data: randomBytes((QUOTA_MB + 1) * 1024 * 1024) }]),
      }),
      413,
    ],
    [
      'a new version of someone else’s livery',
      () => ({
        path: `/api/liveries/${paintersLivery}/versions`,
        headers: member.headers,
        body: multipartBody([largeZip]),
      }),
      403,
    ],
  ];

  const clients: [string, () => http.Agent | false][] = [
    ['keeping its connection, as browsers do', () => new http.Agent({ keepAlive: true })],
    ['closing its connection after the request', () => false],
  ];
  describe.each(clients)('to a client %s', (_client, makeAgent) => {
    it.each(cases)('answers %s with its JSON refusal, which the client reads whole', async (_name, request, status) => {
      const { path, headers, body } = request();
      const agent = makeAgent();
      const outcome = await send(agent, path, headers, body);
      if (agent) agent.destroy();
      expect(outcome.error).toBeUndefined();
      expect(outcome.status).toBe(status);
      const answer = JSON.parse(outcome.body ?? '');
      expect(answer.statusCode).toBe(status);
      expect(typeof answer.code).toBe('string');
      expect(answer.message.length).toBeGreaterThan(0);
    });
  });

  it('does not wait for a rest larger than it drops: it answers at once and closes', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('connect', () => {
        socket.write(
          `POST /api/liveries HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
            `Content-Length: ${REFUSED_BODY_DRAIN_BYTES + 1}\r\n\r\n`,
        );
        socket.write(multipartBody([largeZip]));
      });
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
      });
      socket.on('error', () => {}); // a reset after the answer is expected here
      socket.on('close', () => resolve(text));
      setTimeout(() => reject(new Error('no answer while the rest of the body was missing')), 20_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"UNAUTHORIZED"');
  });
});
