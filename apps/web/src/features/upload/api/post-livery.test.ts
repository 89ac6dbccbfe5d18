import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadRequestError } from '../lib/upload-error';
import { isAbortError } from '../workers/run-workers';
import { postLivery } from './post-livery';

/** Just enough of XMLHttpRequest to drive the upload by hand: the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown;
  aborted = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function sendOne(options: Parameters<typeof postLivery>[1] = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const form = new FormData();
  form.append('Title', 'Gulf');
  const result = postLivery(form, options);
  const xhr = FakeXhr.last as FakeXhr;
  return { form, result, xhr };
}

afterEach(() => vi.unstubAllGlobals());

describe('postLivery (the multipart upload through XHR)', () => {
  it('posts the form with the session cookie and reports the bytes sent', async () => {
    const onProgress = vi.fn();
    const { form, result, xhr } = sendOne({ onProgress });
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/api/liveries', true, form]);

    xhr.progress(1024, 4096);
    xhr.progress(4096, 4096);
    xhr.progress(10, 0, false);
    expect(onProgress.mock.calls).toEqual([
      [1024, 4096],
      [4096, 4096],
      [10, 0],
    ]);
    xhr.respond(201, { id: 42, title: 'Gulf' });
    await expect(result).resolves.toEqual({ id: 42, title: 'Gulf' });
  });

  it('rejects with the status and parsed answer on an error, and with status 0 when nothing answered', async () => {
    const first = sendOne();
    first.xhr.respond(400, { statusCode: 400, message: 'Bad', errors: ['a'] });
    const error = await first.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRequestError);
    expect(error).toMatchObject({ status: 400, body: { message: 'Bad', errors: ['a'] } });

    const second = sendOne();
    second.xhr.onerror?.();
    await expect(second.result).rejects.toMatchObject({ status: 0, body: null });

    const third = sendOne();
    third.xhr.respond(502, '<html>Bad gateway</html>');
    await expect(third.result).rejects.toMatchObject({ status: 502, body: null });
  });

  it('cancels: aborting the signal aborts the request and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { result, xhr } = sendOne({ signal: controller.signal });
    xhr.progress(100, 4096);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const error = await postLivery(new FormData(), { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last).toBeNull();
  });
});
