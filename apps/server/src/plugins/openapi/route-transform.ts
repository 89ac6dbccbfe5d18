import { ErrorResponseSchema } from '@paddock/contract';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import '../../auth/route-access';
import { OPERATIONS } from './operations';

/** The names of the two security schemes in `components.securitySchemes`. */
export const SESSION_COOKIE = 'sessionCookie';
export const BEARER_AUTH = 'bearerAuth';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocSchema = FastifySchema & {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  hide?: boolean;
};

/** The shared error answer; `document-finish.ts` turns every error answer into a reference to it. */
const ERROR_JSON = z.toJSONSchema(ErrorResponseSchema);

/** `/api/liveries/:id` → `/api/liveries/{id}`, as the document writes paths. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Each route's entry: the zod schemas as JSON Schema, then what only the route's place in the app
 * knows: its id and summary, who may call it (`security` from the scope's guard and the token
 * flag) and the refusals that guard answers (401 signed out, 403 banned or not an admin).
 */
export function routeTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as DocSchema;
  if (!schema || schema.hide) return out;
  const route = (input as { route?: RouteOptions }).route;
  const method = [route?.method ?? 'GET'].flat()[0] ?? 'GET';
  const operation = OPERATIONS[`${method} ${openApiPath(out.url)}`];
  const access = route?.config?.access ?? 'public';
  const tokenScope = route?.config?.tokenScope;
  const response = { ...(schema.response ?? {}) };
  // A route that answers without a declared success (an attachment, a stream) still says so.
  if (!Object.keys(response).some((status) => /^[23]/.test(status))) response['200'] = { description: 'OK' };
  // What Fastify itself answers before the handler runs: its schema check (400), and for a JSON
  // body its size limit (413) and content-type parser (415); then the scope's guard (401, 403).
  const refusals = [
    ...(schema.params || schema.querystring || schema.body ? ['400'] : []),
    ...(schema.body ? ['413', '415'] : []),
    // A token is refused as unknown, revoked or expired (401), for a scope it lacks (403), or past
    // its own limit (429), on any route that takes one.
    ...(access !== 'public' || tokenScope ? ['401', '403'] : []),
    ...(tokenScope ? ['429'] : []),
  ];
  for (const status of refusals) response[status] ??= ERROR_JSON;
  return {
    url: out.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operation?.[0],
      summary: schema.summary ?? operation?.[1],
      security: securityOf(access, tokenScope),
      response,
    } as FastifySchema,
  };
}

/**
 * Who may call: public reads need nothing (`[]`), or take a token as an option (`{}` first);
 * members' routes the session cookie, or a token with the route's scope.
 */
function securityOf(access: string, tokenScope: string | undefined): Record<string, string[]>[] {
  const token = tokenScope ? [{ [BEARER_AUTH]: [tokenScope] }] : [];
  if (access === 'public') return tokenScope ? [{}, ...token] : [];
  return [{ [SESSION_COOKIE]: [] }, ...token];
}
