import multipart from '@fastify/multipart';
import { LIMITS, UPLOAD_FILE_PARTS } from '@paddock/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unencapsulated } from './unencapsulated';

/**
 * The most of a refused request's unsent body that is read and dropped before its answer goes:
 * the largest upload the server takes (the zip, the screenshots, the two flat-view images and
 * room for the text parts). A bigger rest is not waited for.
 */
export const REFUSED_BODY_DRAIN_BYTES =
  LIMITS.liveryZipBytesMax + (LIMITS.screenshotsMax + 2) * LIMITS.screenshotBytesMax + 1024 * 1024;

/** multipart/form-data for the livery upload: one zip and the screenshots, nothing larger or more. */
export const multipartParsing = unencapsulated(async (app) => {
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 80,
      fileSize: LIMITS.liveryZipBytesMax,
      files: UPLOAD_FILE_PARTS.length - 1 + LIMITS.screenshotsMax, // one of each part, several screenshots
      parts: 100,
      headerPairs: 100,
    },
  });
  // Multipart bodies, and any body sent to a route that takes them (an upload sent as something
  // else is refused before it is read too); a JSON body over the body limit elsewhere is still
  // refused without being read.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isMultipartBody(request) || takesMultipart(request)) await dropUnreadBody(request, reply);
    return payload;
  });
});

/** Read from the header: a refusal on request comes before the body's parser has run. */
function isMultipartBody(request: FastifyRequest): boolean {
  return /^\s*multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/** The upload routes say so in their schema (`consumes`). */
function takesMultipart(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { consumes?: readonly string[] } | undefined;
  return schema?.consumes?.includes('multipart/form-data') ?? false;
}

/**
 * An answer sent while the client is still sending its multipart body (an upload refused before
 * or while its parts are read: not signed in, over the quota, a bad first part) first reads the
 * rest of the body and drops it. Otherwise the client meets a closed connection while it writes (EPIPE), or
 * the server closes with bytes unread and the reset it sends can wipe the answer before the
 * client reads it (a 415 seen as ECONNRESET); on a kept connection a half-read multipart body
 * even stalled until the request timeout. A rest larger than `REFUSED_BODY_DRAIN_BYTES`, or of
 * no declared length, is not waited for: that answer closes the connection.
 */
function dropUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.raw;
  if (body.complete || body.readableEnded || body.destroyed) return Promise.resolve();
  const declared = Number(request.headers['content-length']);
  if (!(declared <= REFUSED_BODY_DRAIN_BYTES)) {
    reply.header('connection', 'close');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      body.off('data', drop);
      body.off('end', done);
      body.off('close', done);
      body.off('error', done);
      resolve();
    };
    const drop = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped <= REFUSED_BODY_DRAIN_BYTES) return;
      body.pause();
      reply.header('connection', 'close');
      done();
    };
    // Whatever was reading it (the multipart parser of a refused upload) is done with it.
    body.unpipe();
    body.on('data', drop);
    body.once('end', done);
    body.once('close', done);
    body.once('error', done);
    body.resume();
  });
}
