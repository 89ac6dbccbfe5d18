import { MESSAGES } from '@paddock/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { hasSessionCredentials } from '../auth/session-credentials';
import { isDatabaseUnavailable, isForeignKeyViolation, isStatementCancelled } from '../db/dialect';
import { AppError } from '../lib/app-error';
import { STORAGE_RETRY_AFTER_SECONDS } from '../storage/storage-outage';
import { sendPage } from './send-page';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
}

/**
 * One place that turns every failure into `{statusCode, code, message, errors?}`: validation
 * issues become 400 with each field's message, Fastify's own client errors keep their 4xx, an
 * unreachable database or a statement past its time limit is 503, and anything else is a logged 500 with no internals exposed.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    if (body.statusCode === 429 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', '60');
    }
    if (body.code === 'DATABASE_BUSY') reply.header('retry-after', '5');
    if (body.code === 'STORAGE_UNAVAILABLE') reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    return reply.status(body.statusCode).send(body);
  });
}

/**
 * Unknown paths: API and media paths get a JSON 404; page paths get the web app's index.html when
 * it is built, so client-side routes load on a direct visit.
 */
export function registerNotFound(
  app: FastifyInstance,
  indexHtml: string | ((request: FastifyRequest) => Promise<string | { location: string }>) | null,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (indexHtml && isPageRequest) {
      // A function renders the page's own preview tags (plugins/page-meta.ts).
      const html = typeof indexHtml === 'function' ? await indexHtml(request) : indexHtml;
      // A short address of a page (a livery's without its title part) moves to its canonical one.
      if (typeof html !== 'string') return reply.redirect(html.location, 301);
      // A signed-in visitor's page holds their session's answer (page-meta-prefetch.ts).
      reply
        .header('cache-control', hasSessionCredentials(request) ? 'private, no-store' : 'no-cache')
        .type('text/html; charset=utf-8');
      return sendPage(request, reply, html);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}.` });
  });
}

function toErrorBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value.',
    }));
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: errors[0]?.message ?? MESSAGES.common.validation,
      errors,
    };
  }
  if (isResponseSerializationError(error)) {
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.common.unexpected };
  }
  // The check before a write and the write are not one step: what it refers to can go in between.
  if (isForeignKeyViolation(error)) {
    return { statusCode: 409, code: 'CHANGED_MEANWHILE', message: MESSAGES.common.changedMeanwhile };
  }
  if (isStatementCancelled(error)) {
    return { statusCode: 503, code: 'DATABASE_BUSY', message: MESSAGES.common.databaseBusy };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: MESSAGES.common.databaseUnavailable };
  }
  // A full disk or quota is the server's problem, but the uploader should know to try later.
  if (['ENOSPC', 'EDQUOT'].includes((error as { code?: string }).code ?? '')) {
    return {
      statusCode: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: 'The server has no room to store this right now. Please try again later.',
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { statusCode: status, code: clientErrorCode(error, status), message: clientErrorMessage(error, status) };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.common.unexpected };
}

function clientErrorCode(error: FastifyError, status: number): string {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  return error.code && !error.code.startsWith('FST_') ? error.code : 'BAD_REQUEST';
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
  }
  if (status === 429) return MESSAGES.common.tooManyRequests;
  return error.message || 'The request could not be processed.';
}
