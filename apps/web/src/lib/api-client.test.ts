import { MESSAGES } from '@paddock/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api, fileNameFromDisposition, requestFile } from './api-client';

const respond = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

describe('api client', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    respond(200, { ok: true });
    await expect(api.post('/api/things', { name: 'Gulf' })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"name":"Gulf"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it("turns the server's error shape into an ApiError", async () => {
    const errors = [{ path: 'title', message: 'Required.' }];
    respond(400, { statusCode: 400, code: 'VALIDATION_ERROR', message: MESSAGES.common.validation, errors });
    const error = await api.get('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.common.validation, errors });
  });

  it('reports answers without the error shape, and network failures, as unexpected errors', async () => {
    respond(502);
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 502, message: MESSAGES.common.unexpected });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it("turns better-auth's `{code, message}` error body into an ApiError", async () => {
    respond(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    await expect(api.post('/api/auth/sign-in/email', {})).rejects.toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
      errors: undefined,
    });
  });

  it('keeps a message that comes without a code', async () => {
    respond(400, { message: 'Invalid email' });
    await expect(api.post('/api/auth/sign-up/email', {})).rejects.toMatchObject({
      status: 400,
      code: 'HTTP_ERROR',
      message: 'Invalid email',
    });
  });

  it('reports a rate limit with our message and the Retry-After seconds', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
            status: 429,
            headers: { 'Retry-After': '37' },
          }),
      ),
    );
    await expect(api.post('/api/auth/sign-in/email', {})).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: MESSAGES.common.tooManyRequests,
      retryAfterSeconds: 37,
    });
  });

  it('downloads a file as a Blob with the name the server suggests', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"a":1}', {
          headers: { 'Content-Disposition': 'attachment; filename="paddock-export.json"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, fileName } = await requestFile('POST', '/api/gdpr/export');
    expect(fileName).toBe('paddock-export.json');
    expect(await blob.text()).toBe('{"a":1}');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/gdpr/export',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
  });

  it.each([
    ['attachment; filename="data.json"', 'data.json'],
    ['attachment; filename=data.json', 'data.json'],
    ["attachment; filename*=UTF-8''donn%C3%A9es%20marco.json", 'données marco.json'],
    ['attachment; filename="fallback.json"; filename*=UTF-8\'\'real.json', 'real.json'],
    ['attachment; filename*=UTF-8\'\'bad%ZZ; filename="plain.json"', 'plain.json'],
    ['attachment', undefined],
    [null, undefined],
  ])('reads the file name from %j', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });

  it('returns undefined for 204 No Content', async () => {
    respond(204);
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});
