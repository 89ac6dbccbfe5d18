import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Brotli or gzip as the browser prefers them, q-values read: `br;q=0` is a refusal (the one @fastify/compress uses). */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Sends a page's HTML compressed as the browser accepts. @fastify/compress compresses the answers
 * of routes only, and pages are served by the not-found handler (client-side routes), so every page
 * went out uncompressed: the livery page with its server-rendered first view is ~28 kB, ~6 kB in
 * Brotli. Quality 5: a page is made per request, and higher qualities cost milliseconds for bytes.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  if (request.method === 'HEAD' || html.length < 1024) return reply.send(html);
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  if (encoding === 'br') {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
