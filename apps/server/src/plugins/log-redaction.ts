import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: reset and confirmation links (`?token=`), and the
 * names other flows use for the same thing. Their values never reach the log.
 */
const SECRET_PARAM = /^(token|code|key|secret|signature|sig|password|otp)$|token/i;

/** Paths with a credential as a segment: better-auth's reset link is /api/auth/reset-password/<token>. */
const SECRET_PATH = /^(\/api\/auth\/reset-password\/)[^/?#]+/;

export const REDACTED = '[redacted]';

/** A request URL (path and query) as it may be logged: credentials replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const pathPart = (at === -1 ? url : url.slice(0, at)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (at === -1) return pathPart;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/**
 * pino serializers for the app's logger: Fastify's own request fields, with the URL redacted, and
 * any `url` field a log line adds itself.
 */
export const redactingSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: firstOf(request.headers?.['accept-version']),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  url(url: unknown) {
    return typeof url === 'string' ? redactUrl(url) : url;
  },
};
