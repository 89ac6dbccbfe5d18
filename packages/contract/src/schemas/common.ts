import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Ids in URLs are positive integers; anything else is a 400 with a human message. */
export const IdSchema = z.coerce
  .number({ error: MESSAGES.common.invalidId })
  .int({ error: MESSAGES.common.invalidId })
  .positive({ error: MESSAGES.common.invalidId })
  .max(2_147_483_647, { error: MESSAGES.common.invalidId });

/** An id inside a JSON body: a real number, not a numeric string. */
export const BodyIdSchema = z
  .number({ error: MESSAGES.common.invalidId })
  .int({ error: MESSAGES.common.invalidId })
  .positive({ error: MESSAGES.common.invalidId })
  .max(2_147_483_647, { error: MESSAGES.common.invalidId });

export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** A required display name: trimmed, non-empty, bounded, with the spec's message when empty. */
export function requiredName(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `Must be at most ${max} characters.` });
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}
