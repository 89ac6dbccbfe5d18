import { ErrorResponseSchema } from '@paddock/contract';
import { z } from 'zod';
import { AUTH_USER_SCHEMA } from './auth-path-kit';
import { AUTH_PATHS } from './auth-paths';
import { LIVERY_UPLOAD_BODY, LIVERY_VERSION_BODY, partEncoding } from './multipart-bodies';
import { BEARER_AUTH, SESSION_COOKIE } from './route-transform';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; operationId?: string; errorCodes?: number[] };

/** The two ways to be signed in (the document's `components.securitySchemes`). */
export const SECURITY_SCHEMES = {
  [SESSION_COOKIE]: {
    type: 'apiKey',
    in: 'cookie',
    name: 'paddock.session_token',
    description: 'The session cookie set by signing in (`__Secure-` prefixed over HTTPS).',
  },
  [BEARER_AUTH]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (Settings → API tokens) with the scope the operation names; signing in also hands a signed session token in `set-auth-token`.',
  },
} as const;

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

/** What each answer means, in the words the DESIGN's error table uses. */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done, no content',
  302: 'Redirect',
  400: 'Bad input: `message` says what, `errors` lists the fields',
  401: 'Not signed in (or the session or token is no longer valid)',
  403: 'Not allowed (banned members included)',
  404: 'Not found',
  409: 'Conflict (name taken, in use, or not in a state that allows this)',
  413: 'Too large',
  415: 'Wrong file type',
  429: 'Rate limited: try again after `Retry-After` seconds',
  503: 'Unavailable (database unreachable or busy): try again after `Retry-After` seconds',
};

const TAG_TEXT: Record<string, string> = {
  auth: 'Accounts: sign-up, sign-in, sessions, confirmation and password reset (better-auth).',
  liveries: 'Browse, search, download, upload and edit liveries and their versions.',
};

const MULTIPART: Record<string, Json> = {
  uploadLivery: LIVERY_UPLOAD_BODY,
  publishLiveryVersion: LIVERY_VERSION_BODY,
};

function errorAnswer(status: string): Json {
  const answer: Json = {
    description: STATUS_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: ERROR_REF } },
  };
  if (status === '429' || status === '503') {
    answer.headers = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };
  }
  return answer;
}

/** Error answers become one shared schema; the other answers get a description of their status. */
function finishOperation(operation: Operation): void {
  const responses: Record<string, Json> = { ...(operation.responses ?? {}) };
  for (const code of operation.errorCodes ?? []) responses[String(code)] ??= {};
  delete operation.errorCodes;
  for (const [status, answer] of Object.entries(responses)) {
    if (Number(status) >= 400) responses[status] = errorAnswer(status);
    else if (!answer.description || answer.description === 'Default Response') {
      responses[status] = { ...answer, description: STATUS_TEXT[status] ?? 'OK' };
    }
  }
  operation.responses = responses;
  const multipart = operation.operationId ? MULTIPART[operation.operationId] : undefined;
  if (multipart) {
    const name = operation.operationId === 'uploadLivery' ? 'LiveryUploadParts' : 'LiveryVersionParts';
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: { $ref: `#/components/schemas/${name}` }, encoding: partEncoding(multipart) },
      },
    };
  }
}

/**
 * The finished document (`transformObject` of @fastify/swagger): the server from PUBLIC_URL, the
 * auth API, the shared schemas and the security schemes, and every operation's answers.
 */
export function finishDocument(document: Json, publicUrl: string): Json {
  const paths = { ...(document.paths as Record<string, Record<string, Operation>>), ...structuredClone(AUTH_PATHS) };
  const tags = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      finishOperation(operation);
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
    }
  }
  const components = (document.components ?? {}) as Json;
  const { $schema: _, ...errorSchema } = z.toJSONSchema(ErrorResponseSchema) as Json;
  return {
    ...document,
    servers: [{ url: publicUrl, description: 'This Paddock (PUBLIC_URL)' }],
    tags: [...tags].sort().map((name) => ({ name, description: TAG_TEXT[name] ?? `The ${name} API.` })),
    paths,
    components: {
      ...components,
      schemas: {
        ...(components.schemas as Json | undefined),
        ErrorResponse: { ...errorSchema, description: 'Every error answer: a human `message` and a stable `code`.' },
        AuthUser: AUTH_USER_SCHEMA,
        LiveryUploadParts: LIVERY_UPLOAD_BODY,
        LiveryVersionParts: LIVERY_VERSION_BODY,
      },
    },
  };
}
