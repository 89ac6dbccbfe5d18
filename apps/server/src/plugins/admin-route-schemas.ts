import { IdParamsSchema } from '@paddock/contract';
import type { z } from 'zod';
import { errorResponses } from './docs';

/**
 * The OpenAPI schemas the admin areas (users, liveries, reports, contact) share, so each list and
 * each change of one item is declared and documented the same way. Routes stay in their modules.
 */

/** An admin list: a query in, one page out; a bad query is 400, signed out 401, a member 403. */
export function adminListSchema<Query extends z.ZodType, Page extends z.ZodType>(input: {
  tags: string[];
  query: Query;
  page: Page;
}) {
  return {
    tags: input.tags,
    querystring: input.query,
    response: { 200: input.page, ...errorResponses(400, 401, 403) },
  };
}

/** A change of one item, `{id}` in the path: the body in, the changed item out, with the route's errors. */
export function adminItemChangeSchema<Body extends z.ZodType, Item extends z.ZodType>(input: {
  tags: string[];
  body: Body;
  item: Item;
  errors: ReturnType<typeof errorResponses>;
}) {
  return { tags: input.tags, params: IdParamsSchema, body: input.body, response: { 200: input.item, ...input.errors } };
}
