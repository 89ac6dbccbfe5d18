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
import type { Viewer } from '../../auth/guards';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { sendCacheable } from '../../lib/http-cache';
import { errorResponses } from '../../plugins/docs';
import { createCatalogueService } from './catalogue.service';

type ZodScope = Parameters<FastifyPluginAsyncZod>[0];

/** Car classes, car models and tags: public reads (cacheable like the livery lists), admin-only writes. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCatalogueService(app.deps.db);

  app.get(
    '/api/carclasses',
    { config: { tokenScope: 'read' }, schema: { tags: ['catalogue'], response: { 200: z.array(CarClassSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listClasses()),
  );
  app.get(
    '/api/carclasses/:id/models',
    {
      config: { tokenScope: 'read' },
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
    { config: { tokenScope: 'read' }, schema: { tags: ['catalogue'], response: { 200: z.array(CarModelSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listModels()),
  );
  app.get(
    '/api/tags',
    { config: { tokenScope: 'read' }, schema: { tags: ['catalogue'], response: { 200: z.array(TagSchema) } } },
    async (req, reply) => sendCacheable(req, reply, await service.listTags()),
  );

  app.register(
    adminsOnly(async (admin) => {
      declareAdminWrites(admin, {
        path: '/api/carclasses',
        input: CarClassInputSchema,
        output: CarClassSchema,
        create: service.createClass,
        update: service.renameClass,
        remove: service.deleteClass,
      });
      declareAdminWrites(admin, {
        path: '/api/carmodels',
        input: CarModelInputSchema,
        output: CarModelSchema,
        create: service.createModel,
        update: service.updateModel,
        remove: service.deleteModel,
      });
      declareAdminWrites(admin, {
        path: '/api/tags',
        input: TagInputSchema,
        output: TagSchema,
        create: service.createTag,
        update: service.renameTag,
        remove: service.deleteTag,
      });
    }),
  );
};

/** One catalogue kind's admin writes: where it lives, what a write sends and answers, and the service calls. */
interface CatalogueKindWrites<Input extends z.ZodType, Output extends z.ZodType> {
  path: string;
  input: Input;
  output: Output;
  create: (viewer: Viewer, body: z.infer<Input>) => Promise<z.infer<Output>>;
  update: (viewer: Viewer, id: number, body: z.infer<Input>) => Promise<z.infer<Output>>;
  remove: (viewer: Viewer, id: number) => Promise<void>;
}

/**
 * Every catalogue kind has the same three admin writes: POST {path} (201 with the new item),
 * PUT {path}/{id} (200 with the changed item) and DELETE {path}/{id} (204), each with the same errors.
 */
function declareAdminWrites<Input extends z.ZodType, Output extends z.ZodType>(
  admin: ZodScope,
  kind: CatalogueKindWrites<Input, Output>,
): void {
  const tags = ['catalogue'];
  const adminErrors = errorResponses(400, 401, 403, 404, 409);
  // Fastify's types cannot follow a generic schema; it validates the body against kind.input before
  // the handler runs, so the body is that input.
  const input: z.ZodType = kind.input;
  const output: z.ZodType = kind.output;
  const bodyOf = (req: { body: unknown }) => req.body as z.infer<Input>;
  admin.post(
    kind.path,
    { schema: { tags, body: input, response: { 201: output, ...adminErrors } } },
    async (req, reply) => reply.status(201).send(await kind.create(signedInViewer(req), bodyOf(req))),
  );
  admin.put(
    `${kind.path}/:id`,
    { schema: { tags, params: IdParamsSchema, body: input, response: { 200: output, ...adminErrors } } },
    async (req) => kind.update(signedInViewer(req), req.params.id, bodyOf(req)),
  );
  admin.delete(
    `${kind.path}/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...adminErrors },
      },
    },
    async (req, reply) => {
      await kind.remove(signedInViewer(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
}
