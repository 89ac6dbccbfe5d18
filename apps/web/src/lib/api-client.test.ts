import { MESSAGES } from '@paddock/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

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

  it('returns undefined for 204 No Content', async () => {
    respond(204);
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});
