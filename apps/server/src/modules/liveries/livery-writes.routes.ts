import {
  CreatedLiverySchema,
  IdParamsSchema,
  LiveryDetailSchema,
  LiveryUpdateSchema,
  PublishedVersionSchema,
  UPLOAD_TRIES_PER_PUBLISH,
} from '@paddock/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { clientGoneSignal } from '../../lib/client-gone';
import { errorResponses } from '../../plugins/docs';
import { createSlotLimiter } from '../../rate-limit/slot-limiter';
import { createLiveryReadService } from './liveries.service';
import { createLiveryVersionsService } from './livery-versions.service';
import { createLiveryWritesService } from './livery-writes.service';
import { createLiveryUploadService } from './upload/create-livery-upload';
import { readUploadParts } from './upload/read-upload-parts';
import { createUploadAllowance, type UploadGrant, UploadRateLimitedError } from './upload/upload-allowance';

/**
 * Upload (multipart), edit and delete, for members: the guard runs on request, so a stranger's
 * upload is refused before a single byte is streamed.
 */
export const liveryWritesRoutes = membersOnly(async (app) => {
  const { db, storage, tempFiles, log, config, redis, metrics } = app.deps;
  const upload = createLiveryUploadService({ db, storage, tempFiles, metrics });
  const manage = createLiveryWritesService(db, storage, log);
  const reads = createLiveryReadService(db, storage);
  const hourly = (namespace: string, max: number) =>
    createSlotLimiter({ redis, log, namespace, max, windowSeconds: 60 * 60 });
  const allowance = createUploadAllowance(db.kysely, config, {
    publishes: hourly('rl:upload:', config.uploads.perHour),
    tries: hourly('rl:upload-try:', config.uploads.perHour * UPLOAD_TRIES_PER_PUBLISH),
  });
  const versions = createLiveryVersionsService({ db, storage, tempFiles, log, metrics });
  const tags = ['liveries'];

  /**
   * The upload limits (hourly slot, storage quota) around a multipart write: admitted before a
   * byte is stored, the body capped by what is left, the slot given back when nothing was stored.
   */
  async function withUploadGrant<T>(
    req: FastifyRequest,
    reply: FastifyReply,
    write: (grant: UploadGrant) => Promise<T>,
  ): Promise<T> {
    const declared = Number(req.headers['content-length']);
    const grant = await allowance
      .admit(signedInViewer(req), Number.isFinite(declared) ? declared : undefined)
      .catch((error) => {
        if (error instanceof UploadRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
    try {
      return await write(grant);
    } catch (error) {
      // Nothing was stored: the hour's slot goes back.
      await grant.release();
      throw error;
    }
  }

  app.post(
    '/api/liveries',
    {
      config: { tokenScope: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart upload with the parts Title, CarClassName, CarModelName, Description, LiveryFile (zip), TagIds, Screenshots (1–5), RegionConfigurations[i].RegionName / .Material / style fields (only for the colours the region map holds), and optionally TexturePreview + RegionOverlay (1024² WebP flat view) and RegionShares (JSON of the region-map colour shares, checked against the count of the server). Members (not admins) may publish a limited number of liveries an hour (429 with Retry-After) and store a limited number of bytes (413, before the body is stored).',
        response: { 201: CreatedLiverySchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      const viewer = signedInViewer(req);
      // A member who leaves mid-upload stops its bucket writes; nothing is published (issue 33).
      const signal = clientGoneSignal(reply);
      const created = await withUploadGrant(req, reply, async (grant) => {
        const parts = await readUploadParts(req, tempFiles, { max: grant.maxBodyBytes, tooMuch: grant.overQuota });
        return upload(viewer, parts, { quotaBytes: grant.quotaBytes, signal });
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/liveries/:id/versions',
    {
      config: { tokenScope: 'upload' },
      schema: {
        tags,
        params: IdParamsSchema,
        consumes: ['multipart/form-data'],
        description:
          'Publishes a new version of a livery (its uploader only): multipart with LiveryFile (zip), Changelog (1–2000 characters), optionally Screenshots (1–5, replacing the gallery; none keeps it), TexturePreview + RegionOverlay, RegionShares, RegionConfigurations[i].* when the new region map needs other materials, and basedOnLiveryId (+ basedOnNote) when the copy warning’s original is declared: it replaces the livery’s credit, checked as an edit’s (400 when that author forbids derivatives). The same checks and limits as an upload (429 with Retry-After, 413 over the storage quota).',
        response: { 201: PublishedVersionSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      const viewer = signedInViewer(req);
      // A stranger's version is refused before the body streams or a slot is taken.
      await versions.assertCanPublish(viewer, req.params.id);
      const signal = clientGoneSignal(reply);
      const published = await withUploadGrant(req, reply, async (grant) => {
        const parts = await readUploadParts(req, tempFiles, { max: grant.maxBodyBytes, tooMuch: grant.overQuota });
        return versions.publishLiveryVersion(viewer, req.params.id, parts, { quotaBytes: grant.quotaBytes, signal });
      });
      return reply.status(201).send(published);
    },
  );

  app.put(
    '/api/liveries/:id',
    {
      config: { tokenScope: 'upload' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: LiveryUpdateSchema,
        response: { 200: LiveryDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const viewer = signedInViewer(req);
      await manage.update(viewer, req.params.id, req.body);
      return reads.detail(req.params.id, viewer);
    },
  );

  app.delete(
    '/api/liveries/:id',
    {
      config: { tokenScope: 'upload' },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await manage.remove(signedInViewer(req), req.params.id);
      return { deleted: true as const };
    },
  );
});
