import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { useTempDir } from '../test/fixtures/temp-dir';
import { METRICS_TEST_TOKEN, sampleOf, scrape } from '../test/metrics-scrape';
import { createTestApp, useTestApp } from '../test/test-app';

describe('metrics off (the default)', () => {
  const t = useTestApp();

  it('has no /metrics: the main port answers it as any unknown path, and no listener is opened', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(t.app.metricsAddress()).toBeNull();
    expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
  });
});

describe('metrics on the main port (METRICS_TOKEN)', () => {
  const t = useTestApp({ METRICS_TOKEN: METRICS_TEST_TOKEN });
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/metrics', headers });

  it('answers a caller without the token exactly as a path that does not exist', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/metrics-nowhere' });
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      // The token without its scheme.
      { authorization: METRICS_TEST_TOKEN },
    ];
    for (const headers of callers) {
      const res = await get(headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ...unknown.json(), message: 'No route for GET /metrics.' });
    }
  });

  it('serves the text exposition to the token, never kept by a cache', async () => {
    const res = await get({ authorization: `Bearer ${METRICS_TEST_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE paddock_http_requests_total counter');
    // prom-client's process metrics, under their usual names.
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const unmatched = { route: 'unmatched', status_class: '4xx' };
    const unmatchedBefore = sampleOf(await scrape(t.app), 'paddock_http_requests_total', unmatched) ?? 0;
    for (const id of [424242, 434343]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` })).statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/123' });
    const text = await scrape(t.app);
    const byRoute = { method: 'GET', route: '/api/liveries/:id', status_class: '4xx' };
    expect(sampleOf(text, 'paddock_http_requests_total', byRoute)).toBe(2);
    expect(sampleOf(text, 'paddock_http_request_duration_seconds_count', { route: '/api/liveries/:id' })).toBe(2);
    expect(sampleOf(text, 'paddock_http_requests_total', unmatched)).toBe(unmatchedBefore + 1);
    expect(text).not.toContain('424242');
    expect(text).not.toContain('/api/no-such-thing');
  });

  it('keeps /metrics out of the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).not.toContain('/metrics');
  });
});

describe('metrics on a listener of their own (METRICS_PORT)', () => {
  it('answers /metrics (no token) while the app runs, and closes with it', async () => {
    const ctx = await createTestApp({ METRICS_PORT: '0' });
    let base = '';
    try {
      const address = ctx.app.metricsAddress();
      expect(address?.address).toBe('127.0.0.1');
      base = `http://127.0.0.1:${address?.port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('# TYPE paddock_uploads_total counter');
      expect((await fetch(`${base}/`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
      // Without METRICS_TOKEN the main port has no /metrics.
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
    await expect(fetch(`${base}/metrics`)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  const temp = useTempDir('paddock-metrics-config-');
  const env = (extra: Record<string, string>) => ({
    NODE_ENV: 'test',
    DATA_DIR: temp.file('data'),
    AUTH_SECRET: 'x'.repeat(32),
    ...extra,
  });

  it('are off by default; a port, a host and a token of at least 16 characters turn them on', () => {
    expect(loadConfig(env({})).metrics).toEqual({ host: '127.0.0.1' });
    expect(loadConfig(env({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig(env({ METRICS_TOKEN: 'short' }))).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(() => loadConfig(env({ METRICS_PORT: 'nine' }))).toThrow('METRICS_PORT must be a port number');
    expect(() => loadConfig(env({ METRICS_PORT: '3000', PORT: '3000' }))).toThrow('METRICS_PORT must differ from PORT');
  });
});
