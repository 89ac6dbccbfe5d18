import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emptyIfBlank, hasControlCharacters, isCleanSingleLineText, TEXT_MESSAGES } from '../text';

/**
 * Every query-string and path-parameter schema of the API is wrapped in this, so no parameter —
 * search, sort, filters, dates, ids, tokens, and any added later — reaches a service with a
 * control character (0x00–0x1F, 0x7F–0x9F): a NUL in ?search broke SQLite's full-text query
 * (a 500), and " 1\t" would pass as the number 1. The answer is a 400 naming the parameter.
 * It checks the raw text before the fields' own parsing (trim, coercion) can hide it.
 */
export function urlParams<T extends z.ZodType>(schema: T) {
  return z.preprocess((input, ctx) => {
    if (input === null || typeof input !== 'object') return input;
    for (const [name, value] of Object.entries(input)) {
      const texts: unknown[] = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === 'string' && hasControlCharacters(text))) {
        ctx.addIssue({ code: 'custom', message: TEXT_MESSAGES.urlParamControl(name), path: [name], input: value });
      }
    }
    return input;
  }, schema);
}

/** Ids in URLs are positive integers; anything else is a 400 with a human message. */
export const IdSchema = z.coerce
  .number({ error: MESSAGES.common.invalidId })
  .int({ error: MESSAGES.common.invalidId })
  .positive({ error: MESSAGES.common.invalidId })
  .max(2_147_483_647, { error: MESSAGES.common.invalidId });

/** An id inside a body: a real number, not a numeric string; `message` says which id is wrong. */
export function bodyId(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });
}

export const BodyIdSchema = bodyId(MESSAGES.common.invalidId);

/** A list's `pageNumber` query parameter: 1 (the default) up to 100,000. */
export const PageNumberParam = z.coerce
  .number()
  .int()
  .min(1, { error: 'pageNumber must be 1 or more.' })
  .max(100_000)
  .default(1);

/** A list's `pageSize` query parameter: 1 up to `max`, `fallback` when absent. */
export function pageSizeParam(max: number, fallback: number) {
  return z.coerce
    .number()
    .int()
    .min(1, { error: 'pageSize must be 1 or more.' })
    .max(max, { error: `pageSize must be at most ${max}.` })
    .default(fallback);
}

export const IdParamsSchema = urlParams(z.object({ id: IdSchema }));
export type IdParams = z.infer<typeof IdParamsSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * A required display name: trimmed, non-empty, bounded, with the spec's message when empty, and
 * single-line clean (no control, text-direction or invisible characters: it reads as it is stored).
 */
export function requiredName(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .overwrite(emptyIfBlank)
    .min(1, { error: requiredMessage })
    .max(max, { error: `Must be at most ${max} characters.` })
    .refine(isCleanSingleLineText, { error: TEXT_MESSAGES.singleLine('The name') });
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}
