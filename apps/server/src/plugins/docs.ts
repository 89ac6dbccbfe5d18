import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorResponseSchema } from '@paddock/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { finishDocument, SECURITY_SCHEMES } from './openapi/document-finish';
import { BUILD_ON_PADDOCK } from './openapi/guide';
import { routeTransform } from './openapi/route-transform';

/**
 * OpenAPI generated from the same zod schemas that validate requests, each route's entry finished
 * by `routeTransform` (id, summary, security) and the whole by `finishDocument`; UI at /api/docs.
 */
export async function registerDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paddock API',
        description: BUILD_ON_PADDOCK,
        version: '1.0.0',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: routeTransform,
    transformObject: (documentObject) => {
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      return finishDocument(document as Record<string, unknown>, config.publicUrl) as typeof document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** The error responses a route can give, for its OpenAPI entry. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema]));
}
