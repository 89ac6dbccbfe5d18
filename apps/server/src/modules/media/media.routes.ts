import { MESSAGES } from '@paddock/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentTypeOf, isValidKey, type Storage, safeDownloadName } from '../../storage/storage';
import { ifRangeAllows, matchesIfNoneMatch, parseRange } from './http-range';

// Keys are random and never reused, so what sits under a URL never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A livery zip is kept by the downloader's browser only, for a day: a shared cache (a CDN, a proxy)
 * would go on serving it for a year after the livery or its uploader's account was deleted. Images
 * are what browsing repeats, and stay immutable.
 */
const ZIP_CACHING = 'private, max-age=86400';

/**
 * `GET|HEAD /media/<key>` for the local backend: livery zips and screenshots straight from disk,
 * streamed (never buffered), with single ranges, ETag revalidation and immutable caching. With S3
 * nothing is registered: the bucket or CDN serves presigned or public URLs itself.
 */
export async function mediaRoutes(app: FastifyInstance, { storage }: { storage: Storage }): Promise<void> {
  if (storage.kind !== 'local') return;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    schema: { hide: true },
    handler: (request, reply) => serveObject(storage, request, reply),
  });
}

async function serveObject(storage: Storage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  // The key is checked before anything touches the disk; a bad key and a missing file look the same.
  const contentType = isValidKey(key) ? contentTypeOf(key) : undefined;
  const object = contentType ? await storage.stat(key) : null;
  if (!contentType || !object) throw AppError.notFound(MESSAGES.common.notFound);

  const etag = `"${object.etag}"`;
  // Headers go on the reply only once nothing can fail, so an error response is never cached as immutable.
  const caching = contentType === 'application/zip' ? ZIP_CACHING : IMMUTABLE;
  const cacheHeaders = { etag, 'cache-control': caching, 'x-content-type-options': 'nosniff' };
  if (matchesIfNoneMatch(header(request, 'if-none-match'), etag)) {
    return reply.code(304).headers(cacheHeaders).send();
  }

  const range = ifRangeAllows(header(request, 'if-range'), etag)
    ? parseRange(header(request, 'range'), object.size)
    : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${object.size}`)
      .send({ statusCode: 416, code: 'RANGE_NOT_SATISFIABLE', message: 'The requested range is not satisfiable.' });
  }

  const body = request.method === 'HEAD' ? undefined : await storage.openRead(key, range ?? undefined);
  reply.headers({
    ...cacheHeaders,
    'content-type': contentType,
    'content-length': range ? range.end - range.start + 1 : object.size,
    'accept-ranges': 'bytes',
  });
  const download = downloadName(request.query);
  if (download !== undefined) {
    reply.header('content-disposition', `attachment; filename="${safeDownloadName(download, key)}"`);
  }
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
  }
  return reply.send(body);
}

function downloadName(query: unknown): string | undefined {
  const value = (query as { download?: unknown } | undefined)?.download;
  const name = Array.isArray(value) ? value[0] : value;
  return typeof name === 'string' ? name : undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
