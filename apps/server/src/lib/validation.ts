import { MESSAGES } from '@paddock/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Validates outside Fastify's schema step (multipart fields) with the same 400 shape. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, 'VALIDATION_FAILED', errors[0]?.message ?? MESSAGES.common.validation, errors);
}
