import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
};

describe('security headers', () => {
  it('are the headers helmet itself sets, on every answer including errors and 404s', async () => {
    const expected = helmetHeaders(options);
    expect(expected['content-security-policy']).toContain("img-src 'self' data:");
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    expect(expected['cross-origin-embedder-policy']).toBeUndefined();

    // What plain helmet middleware sets on a real response, for comparison.
    const reference = Fastify();
    reference.get('/', (request, reply) => {
      helmet(options)(request.raw, reply.raw, () => {});
      reply.send('ok');
    });
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/', () => 'ok');
    app.get('/fail', () => {
      throw new Error('boom');
    });
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));
    const wanted = pick((await reference.inject('/')).headers);
    expect(wanted).toEqual(expected);
    for (const url of ['/', '/fail', '/missing']) expect(pick((await app.inject(url)).headers), url).toEqual(expected);
  });
});
