import {
  CarClassInputSchema,
  CarClassSchema,
  CarModelInputSchema,
  CarModelSchema,
  IdParamsSchema,
  TagInputSchema,
  TagSchema,
} from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { sendCacheable } from '../../lib/http-cache';
import { errorResponses } from '../../plugins/docs';
import { createCatalogueService } from './catalogue.service';

/** Car classes, car models and tags: public reads (cacheable like the livery lists), admin-only writes. */
export function registerCatalogueRoutes(fastify: FastifyInstance, { db, guards }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService(db);
  // Guards run on request, before the body is parsed or validated: strangers learn nothing and upload nothing.
  const admin = { onRequest: guards.requireAdmin };
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
  app.post(
    '/api/carclasses',
    {
      ...admin,
      schema: { tags: ['catalogue'], body: CarClassInputSchema, response: { 201: CarClassSchema, ...adminErrors } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createClass(await guards.requireAdminViewer(req), req.body)),
  );
  app.put(
    '/api/carclasses/:id',
    {
      ...admin,
      schema: {
        tags: ['catalogue'],
        params: IdParamsSchema,
        body: CarClassInputSchema,
        response: { 200: CarClassSchema, ...adminErrors },
      },
    },
    async (req) => service.renameClass(await guards.requireAdminViewer(req), req.params.id, req.body),
  );
  app.delete(
    '/api/carclasses/:id',
    { ...admin, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
    async (req, reply) => {
      await service.deleteClass(await guards.requireAdminViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/carmodels',
    { schema: { tags: ['catalogue'], response: { 200: z.array(CarModelSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listModels()),
  );
  app.post(
    '/api/carmodels',
    {
      ...admin,
      schema: { tags: ['catalogue'], body: CarModelInputSchema, response: { 201: CarModelSchema, ...adminErrors } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createModel(await guards.requireAdminViewer(req), req.body)),
  );
  app.put(
    '/api/carmodels/:id',
    {
      ...admin,
      schema: {
        tags: ['catalogue'],
        params: IdParamsSchema,
        body: CarModelInputSchema,
        response: { 200: CarModelSchema, ...adminErrors },
      },
    },
    async (req) => service.updateModel(await guards.requireAdminViewer(req), req.params.id, req.body),
  );
  app.delete(
    '/api/carmodels/:id',
    { ...admin, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
    async (req, reply) => {
      await service.deleteModel(await guards.requireAdminViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/tags', { schema: { tags: ['catalogue'], response: { 200: z.array(TagSchema) } } }, async (req, reply) =>
    sendCacheable(req, reply, await service.listTags()),
  );
  app.post(
    '/api/tags',
    { ...admin, schema: { tags: ['catalogue'], body: TagInputSchema, response: { 201: TagSchema, ...adminErrors } } },
    async (req, reply) =>
      reply.status(201).send(await service.createTag(await guards.requireAdminViewer(req), req.body)),
  );
  app.put(
    '/api/tags/:id',
    {
      ...admin,
      schema: {
        tags: ['catalogue'],
        params: IdParamsSchema,
        body: TagInputSchema,
        response: { 200: TagSchema, ...adminErrors },
      },
    },
    async (req) => service.renameTag(await guards.requireAdminViewer(req), req.params.id, req.body),
  );
  app.delete(
    '/api/tags/:id',
    { ...admin, schema: { tags: ['catalogue'], params: IdParamsSchema, response: { ...noContent, ...adminErrors } } },
    async (req, reply) => {
      await service.deleteTag(await guards.requireAdminViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
