import { CreatedLiverySchema, IdParamsSchema, LiveryDetailSchema, LiveryUpdateSchema } from '@paddock/contract';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createSlotLimiter } from '../../rate-limit/slot-limiter';
import { createLiveryReadService } from './liveries.service';
import { createLiveryWritesService } from './livery-writes.service';
import { createLiveryUploadService } from './upload/create-livery-upload';
import { readUploadParts } from './upload/read-upload-parts';
import { createUploadAllowance, UploadRateLimitedError } from './upload/upload-allowance';

/**
 * Upload (multipart), edit and delete, for members: the guard runs on request, so a stranger's
 * upload is refused before a single byte is streamed.
 */
export const liveryWritesRoutes = membersOnly(async (app) => {
  const { db, storage, tempFiles, log, config, redis } = app.deps;
  const upload = createLiveryUploadService({ db, storage, tempFiles });
  const manage = createLiveryWritesService(db, storage, log);
  const reads = createLiveryReadService(db, storage);
  const limiter = createSlotLimiter({
    redis,
    log,
    namespace: 'rl:upload:',
    max: config.uploads.perHour,
    windowSeconds: 60 * 60,
  });
  const allowance = createUploadAllowance(db.kysely, config, limiter);
  const tags = ['liveries'];

  app.post(
    '/api/liveries',
    {
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
      const declared = Number(req.headers['content-length']);
      const grant = await allowance.admit(viewer, Number.isFinite(declared) ? declared : undefined).catch((error) => {
        if (error instanceof UploadRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      try {
        const parts = await readUploadParts(req, tempFiles, { max: grant.maxBodyBytes, tooMuch: grant.overQuota });
        const created = await upload(viewer, parts, { quotaBytes: grant.quotaBytes });
        return reply.status(201).send(created);
      } catch (error) {
        // Nothing was stored: the hour's slot goes back.
        await grant.release();
        throw error;
      }
    },
  );

  app.put(
    '/api/liveries/:id',
    {
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
