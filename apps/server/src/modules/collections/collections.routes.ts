import {
  COLLECTION_LIMITS,
  CollectionCreateSchema,
  CollectionDetailSchema,
  CollectionEntriesUpdateSchema,
  CollectionEntryAddSchema,
  CollectionEntryParamsSchema,
  CollectionEntryUpdateSchema,
  CollectionOrderSchema,
  CollectionSummarySchema,
  CollectionUpdateSchema,
  IdParamsSchema,
  MyCollectionsQuerySchema,
  MyCollectionsSchema,
  PublicCollectionsSchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { clientAddress } from '../../lib/client-address';
import { PRIVATE_CACHE_CONTROL } from '../../lib/http-cache';
import { errorResponses } from '../../plugins/docs';
import { createSlotLimiter } from '../../rate-limit/slot-limiter';
import { createCollectionsService } from './collections.service';
import { createCollectionPackService, PackRateLimitedError } from './collections-pack.service';

const tags = ['collections'];

/**
 * Collections and league packs. Reads of one collection are public but never cached: a collection
 * made private must vanish at once, and its owner sees the same address with the edit controls.
 */
export const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, guards, redis } = app.deps;
  const collections = createCollectionsService(db, storage);
  const packLimiter = createSlotLimiter({
    redis,
    log: app.log,
    namespace: 'rl:pack:',
    max: COLLECTION_LIMITS.packDownloadsPerHour,
    windowSeconds: 3600,
  });
  const packs = createCollectionPackService(db, storage, packLimiter);

  app.get(
    '/api/collections/:id',
    {
      config: { tokenScope: 'read' },
      schema: { tags, params: IdParamsSchema, response: { 200: CollectionDetailSchema, ...errorResponses(400, 404) } },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return collections.detail(req.params.id, await guards.viewerOf(req));
    },
  );
  app.get(
    '/api/collections/:id/pack.zip',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: z.unknown().describe('application/zip'), ...errorResponses(400, 404, 409, 413, 429, 503) },
      },
    },
    async (req, reply) => {
      const viewer = await guards.viewerOf(req);
      const { fileName, stream } = await packs
        .pack(req.params.id, viewer, viewer ? `user:${viewer.id}` : `ip:${clientAddress(req)}`)
        .catch((error) => {
          if (error instanceof PackRateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
      return reply
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .type('application/zip')
        .send(stream);
    },
  );
  app.get(
    '/api/users/:id/collections',
    {
      config: { tokenScope: 'read' },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: PublicCollectionsSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return collections.publicOf(req.params.id);
    },
  );

  app.register(
    membersOnly(async (member) => {
      const entrySchema = { 200: CollectionDetailSchema, ...errorResponses(400, 401, 403, 404, 409) };
      member.get(
        '/api/collections/mine',
        {
          config: { tokenScope: 'read' },
          schema: {
            tags,
            querystring: MyCollectionsQuerySchema,
            response: { 200: MyCollectionsSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (req) => collections.mine(signedInViewer(req), req.query.liveryId),
      );
      member.post(
        '/api/collections',
        {
          config: { tokenScope: 'collections' },
          schema: {
            tags,
            body: CollectionCreateSchema,
            response: { 201: CollectionSummarySchema, ...errorResponses(400, 401, 403, 409) },
          },
        },
        async (req, reply) => reply.status(201).send(await collections.create(signedInViewer(req), req.body)),
      );
      member.patch(
        '/api/collections/:id',
        {
          config: { tokenScope: 'collections' },
          schema: {
            tags,
            params: IdParamsSchema,
            body: CollectionUpdateSchema,
            response: { 200: CollectionSummarySchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (req) => collections.update(signedInViewer(req), req.params.id, req.body),
      );
      member.delete(
        '/api/collections/:id',
        {
          config: { tokenScope: 'collections' },
          schema: { tags, params: IdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
        },
        async (req, reply) => {
          await collections.remove(signedInViewer(req), req.params.id);
          return reply.status(204).send(null);
        },
      );
      member.post(
        '/api/collections/:id/entries',
        {
          config: { tokenScope: 'collections' },
          schema: { tags, params: IdParamsSchema, body: CollectionEntryAddSchema, response: entrySchema },
        },
        async (req) => collections.addEntry(signedInViewer(req), req.params.id, req.body.liveryId),
      );
      member.put(
        '/api/collections/:id/entries',
        {
          config: { tokenScope: 'collections' },
          schema: { tags, params: IdParamsSchema, body: CollectionEntriesUpdateSchema, response: entrySchema },
        },
        async (req) => collections.updateEntries(signedInViewer(req), req.params.id, req.body.entries),
      );
      member.patch(
        '/api/collections/:id/entries/:liveryId',
        {
          config: { tokenScope: 'collections' },
          schema: {
            tags,
            params: CollectionEntryParamsSchema,
            body: CollectionEntryUpdateSchema,
            response: entrySchema,
          },
        },
        async (req) => collections.updateEntry(signedInViewer(req), req.params.id, req.params.liveryId, req.body),
      );
      member.delete(
        '/api/collections/:id/entries/:liveryId',
        {
          config: { tokenScope: 'collections' },
          schema: { tags, params: CollectionEntryParamsSchema, response: entrySchema },
        },
        async (req) => collections.removeEntry(signedInViewer(req), req.params.id, req.params.liveryId),
      );
      member.put(
        '/api/collections/:id/order',
        {
          config: { tokenScope: 'collections' },
          schema: { tags, params: IdParamsSchema, body: CollectionOrderSchema, response: entrySchema },
        },
        async (req) => collections.reorder(signedInViewer(req), req.params.id, req.body.liveryIds),
      );
    }),
  );
};
