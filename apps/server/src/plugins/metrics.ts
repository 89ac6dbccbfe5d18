import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { PrometheusMetrics } from './metrics-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener of METRICS_PORT listens once the app is ready; null without one. */
    metricsAddress(): AddressInfo | null;
  }
}

/** The path Prometheus scrapes, on the metrics listener and (with METRICS_TOKEN) on the main port. */
export const METRICS_PATH = '/metrics';

/**
 * The Prometheus endpoint (issue 33.7), off unless configured. Every answered request is counted
 * by its route's pattern. With METRICS_TOKEN the main port answers GET /metrics to
 * `Authorization: Bearer <token>` only; any other caller gets the very answer of a path that does
 * not exist, so the endpoint is not advertised (and it stays out of the OpenAPI document). With
 * METRICS_PORT a small listener of its own (on METRICS_HOST, 127.0.0.1 by default: a private
 * network, no token) serves it from the moment the app is ready until it closes.
 */
export function registerMetrics(
  app: FastifyInstance,
  prom: PrometheusMetrics | null,
  settings: Config['metrics'],
): void {
  let listener: Server | null = null;
  app.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
  if (!prom) return;

  app.addHook('onResponse', (request, reply, done) => {
    prom.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  const { token } = settings;
  if (token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) return reply.callNotFound();
      const body = await prom.registry.metrics();
      return reply.header('cache-control', 'no-store').type(prom.registry.contentType).send(body);
    });
  }

  const { port } = settings;
  if (port === undefined) return;
  app.addHook('onReady', async () => {
    listener = createServer((req, res) => void answerScrape(prom, req, res, app));
    await listen(listener, port, settings.host);
    app.log.info({ address: listener.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    if (!listener) return;
    const closed = new Promise((resolve) => listener?.close(resolve));
    // Prometheus keeps its connection alive between scrapes: without this, close waits for it.
    listener.closeAllConnections();
    await closed;
  });
}

async function answerScrape(prom: PrometheusMetrics, req: IncomingMessage, res: ServerResponse, app: FastifyInstance) {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  try {
    const body = await prom.registry.metrics();
    res.writeHead(200, { 'content-type': prom.registry.contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    app.log.error({ err: error }, 'could not collect metrics');
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Could not collect metrics\n');
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Compares digests, which have one length, in constant time: the answer's timing tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
