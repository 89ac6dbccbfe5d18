import { UPLOAD_MESSAGES } from '../messages';

/**
 * A failed upload request. `status` 0 means no response at all (network down, server gone);
 * `body` is the parsed JSON answer, if there was one (`{statusCode, code, message, errors?}`).
 */
export class UploadRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(status === 0 ? 'No response from server.' : `Server responded with status ${status}.`);
    this.name = 'UploadRequestError';
    this.status = status;
    this.body = body;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function errorTexts(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((entry) => (typeof entry === 'string' ? text(entry) : text((entry as { message?: unknown } | null)?.message)))
    .filter((entry): entry is string => entry !== undefined);
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { message?: unknown; error?: unknown };
  return text(record.message) ?? text(record.error);
}

/** The toast for a failed upload, as spec §8 lists them. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof UploadRequestError) {
    if (error.status === 0) return UPLOAD_MESSAGES.noResponse;
    const errors = errorTexts(error.body);
    if (errors.length > 0) return UPLOAD_MESSAGES.failedWithErrors(errors);
    const message = bodyMessage(error.body);
    if (message) return UPLOAD_MESSAGES.failedWith(message);
    return UPLOAD_MESSAGES.failedStatus(error.status);
  }
  const message = error instanceof Error ? text(error.message) : undefined;
  return message ? UPLOAD_MESSAGES.failedWith(message) : UPLOAD_MESSAGES.failed;
}

/** The toast for a failed edit (spec §8): the server's own words when it gave some, else the default. */
export function editErrorMessage(error: unknown, fallback: string, unexpected: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, message, errors } = error as { status?: unknown; message?: unknown; errors?: unknown };
  if (typeof status !== 'number' || status === 0) return fallback;
  const details = errorTexts({ errors });
  if (details.length > 0) return details.join('; ');
  const text = typeof message === 'string' ? message.trim() : '';
  return text && text !== unexpected ? text : fallback;
}
