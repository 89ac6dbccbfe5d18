import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { analyticsCspSources } from './page-meta';
import { unencapsulated } from './unencapsulated';

/** The site's security headers on every answer, error answers included: register it first. */
export const securityHeaders = unencapsulated(async (app, { config }: { config: Config }) => {
  registerSecurityHeaders(app, siteHeaderOptions(config));
});

/** helmet's defaults with the site's CSP. */
export function siteHeaderOptions(config: Config): HelmetOptions {
  // With a bucket, screenshots and downloads come from its origin: images and fetches may go there.
  const mediaOrigins = storageOrigins(config);
  // Only with ANALYTICS_ID set may the Google tag load and report.
  const analytics = analyticsCspSources(config.analyticsId);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins, ...analytics.imgSrc],
        connectSrc: ["'self'", ...mediaOrigins, ...analytics.connectSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

function storageOrigins(config: Config): string[] {
  if (config.storage.kind !== 's3') return [];
  const { endpoint, publicUrl, bucket, region } = config.storage;
  const urls = [publicUrl, endpoint ?? `https://${bucket}.s3.${region}.amazonaws.com`];
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin))];
}

/**
 * helmet's security headers (CSP, frame, referrer, HSTS, …), worked out once at start-up and set
 * on every response. @fastify/helmet builds helmet's middleware again for every request, parsing
 * the whole CSP each time: that alone cut a cached answer's requests/s in half (bench). Our options
 * hold no per-request values (no nonces, no directive functions), so the headers never change.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets, captured from one run against a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return headers;
}
