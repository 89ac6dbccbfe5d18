import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver does with a request: answer a status, or hold it unanswered (a timeout). */
export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

/** Ports this suite may listen on (the helpers' range); the first free one is taken. */
const PORTS = { first: 4550, last: 4599 };

/**
 * A real HTTP server on 127.0.0.1 that keeps every request it receives: the other end of a
 * webhook in tests. `answer` decides each reply (204 unless set).
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const hanging = new Set<ServerResponse>();
  let answer: (request: Received) => Answer = () => ({ status: 204 });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const reply = answer(request);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status, reply.headers ?? {}).end();
    });
  });
  const port = await listenInRange(server);
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next: (request: Received) => Answer) {
      answer = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

async function listenInRange(server: Server): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) return port;
  }
  throw new Error(`no free port from ${PORTS.first} to ${PORTS.last}`);
}
