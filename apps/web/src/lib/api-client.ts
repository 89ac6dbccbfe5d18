import { type ErrorResponse, MESSAGES } from '@paddock/contract';
import { takeInitialResponse } from './initial-responses';

/**
 * An API failure. Our API answers `{statusCode, code, message, errors?}`; better-auth (under
 * /api/auth) answers `{code, message}`, and its rate limiter only `{message}`. All become this.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ErrorResponse['errors'];
  /** Seconds to wait, from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    errors?: ErrorResponse['errors'],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON-serialisable body, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function retryAfter(response: Response): number | undefined {
  const value = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const code = field(payload, 'code');
  const message = field(payload, 'message');
  const errors = field(payload, 'errors');
  if (response.status === 429) {
    return new ApiError(
      429,
      typeof code === 'string' ? code : 'TOO_MANY_REQUESTS',
      MESSAGES.common.tooManyRequests,
      undefined,
      retryAfter(response),
    );
  }
  if (typeof message === 'string' && message.length > 0) {
    return new ApiError(
      response.status,
      typeof code === 'string' ? code : 'HTTP_ERROR',
      message,
      Array.isArray(errors) ? (errors as ErrorResponse['errors']) : undefined,
    );
  }
  // Proxies and crashed upstreams answer without a JSON error body.
  return new ApiError(response.status, typeof code === 'string' ? code : 'HTTP_ERROR', MESSAGES.common.unexpected);
}

/** Sends a request with the session cookie; resolves with the raw response, or throws an ApiError. */
export async function send(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal: options.signal, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', MESSAGES.common.unexpected);
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The file name a Content-Disposition header suggests (RFC 6266: `filename*` wins), if any. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** A request answered with a file: the body as a Blob and the server's suggested file name. */
export async function requestFile(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(method, path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => {
    const initial = takeInitialResponse(path);
    return initial ? Promise.resolve(initial.data as T) : request<T>('GET', path, options);
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
