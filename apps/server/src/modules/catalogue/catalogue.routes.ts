import {
  CarClassInputSchema,
  CarClassSchema,
  CarModelInputSchema,
  CarModelSchema,
  IdParamsSchema,
  TagInputSchema,
  TagSchema,
} from '@paddock/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { sendCacheable } from '../../lib/http-cache';
import { errorResponses } from '../../plugins/docs';
import { createCatalogueService } from './catalogue.service';

/** Car classes, car models and tags: public reads (cacheable like the livery lists), admin-only writes. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogueService(app.deps.db);
  const adminErrors = errorResponses(400, 401, 403, 404, 409);
  const noContent = { 204: z.null().describe('Deleted') };

  app.get(
    '/api/carclasses',
    { schema: { tags: ['catalogue'], response: { 200: z.array(CarClassSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listClasses()),
  );
  app.get(
    '/api/carclasses/:id/models',
    {
      schema: {
        tags: ['catalogue'],
        params: IdParamsSchema,
        response: { 200: z.array(CarModelSchema), ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await service.listModelsOfClass(req.params.id)),
  );
  app.get(
    '/api/carmodels',
    { schema: { tags: ['catalogue'], response: { 200: z.array(CarModelSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listModels()),
  );
  app.get('/api/tags', { schema: { tags: ['catalogue'], response: { 200: z.array(TagSchema) } } }, async (req, reply) =>
    sendCacheable(req, reply, await service.listTags()),
  );

  app.register(
    adminsOnly(async (admin) => {
      admin.post(
        '/api/carclasses',
        {
          schema: { tags: ['catalogue'], body: CarClassInputSchema, response: { 201: CarClassSchema, ...adminErrors } },
        },
        async (req, reply) => reply.status(201).send(await service.createClass(signedInViewer(req), req.body)),
      );
      admin.put(
        '/api/carclasses/:id',
        {
          schema: {
            tags: ['catalogue'],
            params: IdParamsSchema,
            body: CarClassInputSchema,
            response: { 200: CarClassSchema, ...adminErrors },
          },
        },
        async (req) => service.renameClass(signedInViewer(req), req.params.id, req.body),
      );
      admin.delete(
        '/api/carclasses/:id',
        { schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
        async (req, reply) => {
          await service.deleteClass(signedInViewer(req), req.params.id);
          return reply.status(204).send(null);
        },
      );
      admin.post(
        '/api/carmodels',
        {
          schema: { tags: ['catalogue'], body: CarModelInputSchema, response: { 201: CarModelSchema, ...adminErrors } },
        },
        async (req, reply) => reply.status(201).send(await service.createModel(signedInViewer(req), req.body)),
      );
      admin.put(
        '/api/carmodels/:id',
        {
          schema: {
            tags: ['catalogue'],
            params: IdParamsSchema,
            body: CarModelInputSchema,
            response: { 200: CarModelSchema, ...adminErrors },
          },
        },
        async (req) => service.updateModel(signedInViewer(req), req.params.id, req.body),
      );
      admin.delete(
        '/api/carmodels/:id',
        { schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
        async (req, reply) => {
          await service.deleteModel(signedInViewer(req), req.params.id);
          return reply.status(204).send(null);
        },
      );
      admin.post(
        '/api/tags',
        { schema: { tags: ['catalogue'], body: TagInputSchema, response: { 201: TagSchema, ...adminErrors } } },
        async (req, reply) => reply.status(201).send(await service.createTag(signedInViewer(req), req.body)),
      );
      admin.put(
        '/api/tags/:id',
        {
          schema: {
            tags: ['catalogue'],
            params: IdParamsSchema,
            body: TagInputSchema,
            response: { 200: TagSchema, ...adminErrors },
          },
        },
        async (req) => service.renameTag(signedInViewer(req), req.params.id, req.body),
      );
      admin.delete(
        '/api/tags/:id',
        { schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
        async (req, reply) => {
          await service.deleteTag(signedInViewer(req), req.params.id);
          return reply.status(204).send(null);
        },
      );
    }),
  );
};
