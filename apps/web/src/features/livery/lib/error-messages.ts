import { type ApiError, isApiError } from '@/lib/api-client';
import { type FavoriteVerb, LIVERY_PAGE_MESSAGES } from './messages';

/** The server's own message, when the failure came with our JSON error shape. */
function serverMessage(error: ApiError): string | null {
  return error.status > 0 && error.code !== 'HTTP_ERROR' && error.message ? error.message : null;
}

function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** Detail load: 404 'Livery ID {id} not found!', else the server's message, else 'Error fetching details!'. */
export function detailErrorMessage(error: unknown, id: string | number): string {
  if (isApiError(error, 404)) return LIVERY_PAGE_MESSAGES.notFound(id);
  if (isApiError(error, 400)) return LIVERY_PAGE_MESSAGES.invalidId;
  return errorText(error) ?? LIVERY_PAGE_MESSAGES.fetchFailed;
}

export function relatedErrorMessage(error: unknown): string {
  return LIVERY_PAGE_MESSAGES.related.error(errorText(error) ?? LIVERY_PAGE_MESSAGES.related.failed);
}

export function downloadErrorMessage(error: unknown): string {
  const m = LIVERY_PAGE_MESSAGES.download;
  if (isApiError(error)) {
    if (error.status === 404) return m.notFound;
    const message = serverMessage(error);
    if (message) return m.failed(message);
    if (error.status > 0) return m.status(error.status);
  }
  return m.failed(errorText(error) ?? LIVERY_PAGE_MESSAGES.report.unexpected);
}

export function favoriteErrorMessage(error: unknown, verb: FavoriteVerb): string {
  const m = LIVERY_PAGE_MESSAGES.favorite(verb);
  if (isApiError(error)) {
    if (error.status === 401) return m.signIn;
    if (error.status === 403) return m.forbidden;
    if (error.status === 404) return m.notFound;
    return m.failed(serverMessage(error) ?? (error.status > 0 ? `Server error ${error.status}` : error.message));
  }
  return m.failed(errorText(error) ?? LIVERY_PAGE_MESSAGES.report.unexpected);
}

export function reportErrorMessage(error: unknown): string {
  const m = LIVERY_PAGE_MESSAGES.report;
  if (isApiError(error)) {
    if (error.status === 401) return m.unauthorized;
    if (error.status === 404) return m.notFound;
    // Already reported (409): the server says so in its own words.
    if (error.status === 409) return error.message;
    return m.failed(serverMessage(error) ?? (error.status > 0 ? `Server error ${error.status}` : error.message));
  }
  return m.unexpected;
}

export function deleteErrorMessage(error: unknown): string {
  const m = LIVERY_PAGE_MESSAGES.delete;
  if (isApiError(error)) return m.failed(serverMessage(error) ?? (error.message || m.unexpected));
  return m.failed(errorText(error) ?? m.unexpected);
}
