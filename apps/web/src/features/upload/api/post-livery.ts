import type { CreatedLiverySchema, PublishedVersion } from '@paddock/contract';
import { UploadRequestError } from '../lib/upload-error';
import { abortError } from '../workers/run-workers';

export type CreatedLivery = ReturnType<typeof CreatedLiverySchema.parse>;

export interface PostLiveryOptions {
  /** Bytes of the request body sent so far, and its total (0 when the browser cannot tell). */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/liveries as multipart through XMLHttpRequest, the one browser API that reports upload
 * progress. Sends the session cookie; rejects with an UploadRequestError (status 0: no response)
 * or an AbortError when the signal aborts.
 */
export function postLivery(form: FormData, options: PostLiveryOptions = {}): Promise<CreatedLivery> {
  return postMultipart<CreatedLivery>('/api/liveries', form, options);
}

/** POST /api/liveries/{id}/versions (issue 19): the same multipart send, for a new version. */
export function postLiveryVersion(
  liveryId: number,
  form: FormData,
  options: PostLiveryOptions = {},
): Promise<PublishedVersion> {
  return postMultipart<PublishedVersion>(`/api/liveries/${liveryId}/versions`, form, options);
}

function postMultipart<T>(url: string, form: FormData, { onProgress, signal }: PostLiveryOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      done();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') resolve(body as T);
      else reject(new UploadRequestError(xhr.status, body));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadRequestError(0, null));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}
