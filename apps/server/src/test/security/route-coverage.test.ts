import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { ADMIN_ENDPOINTS } from './matrix-admin-endpoints';
import { MEMBER_ENDPOINTS } from './matrix-member-endpoints';
import { SITE_ENDPOINTS } from './matrix-site-endpoints';

/**
 * Routes the authorization matrix leaves out on purpose, each with why. Keys are `METHOD /path`
 * as Fastify registers the route; a key ending in `*` stands for every path it starts with.
 */
const EXEMPT: Record<string, string> = {
  'GET /api/health*': 'the liveness and readiness probes of load balancers: public, read no one’s data',
  'GET /api/docs*': 'the OpenAPI page and its static files (@fastify/swagger-ui): public, describe the API only',
};

const registered: { method: string; url: string }[] = [];
const t = useTestApp(
  {},
  {
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    },
  },
);

/** `METHOD /path` of a matrix row's name, without its query or the note in brackets. */
function listedRoute(name: string): { method: string; path: string } {
  const [, method, path] = /^(GET|POST|PUT|PATCH|DELETE) (\/[^\s?]*)/.exec(name) ?? [];
  if (!method || !path) throw new Error(`matrix row "${name}" does not start with METHOD /path`);
  return { method, path };
}

const LISTED = [...MEMBER_ENDPOINTS, ...SITE_ENDPOINTS, ...ADMIN_ENDPOINTS].map((e) => listedRoute(e.name));

/** The route's own path, or, for a wildcard route (`/media/*`), any path under it. */
function routeCovers(url: string, path: string): boolean {
  return url.endsWith('/*') ? path.startsWith(url.slice(0, -1)) : url === path;
}

function exemption(method: string, url: string): string | undefined {
  const key = `${method} ${url}`;
  return Object.entries(EXEMPT).find(([k]) => (k.endsWith('*') ? key.startsWith(k.slice(0, -1)) : key === k))?.[1];
}

/** A HEAD answer is the GET answer without its body (Fastify adds one to every GET route): the GET row covers it. */
const asChecked = (method: string) => (method === 'HEAD' ? 'GET' : method);

describe('the authorization matrix lists every route', () => {
  it('registers a route list to check (the onRoute hook saw the app being built)', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/liveries' })).toBe(true);
    expect(registered.length).toBeGreaterThan(100);
  });

  it('has a row, or a reasoned exemption, for every (method, path) Fastify serves', () => {
    const missing = registered
      .map(({ method, url }) => ({ method: asChecked(method), url }))
      .filter(({ method, url }) => !exemption(method, url))
      .filter(({ method, url }) => !LISTED.some((row) => row.method === method && routeCovers(url, row.path)))
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing, 'add a row to the matrix (test/security/matrix-*.ts) or an exemption with a reason').toEqual([]);
  });

  it('names only routes that exist, and exempts only routes that exist', () => {
    const stale = LISTED.filter(
      (row) => !registered.some((r) => r.method === row.method && routeCovers(r.url, row.path)),
    ).map((row) => `${row.method} ${row.path}`);
    expect(stale).toEqual([]);
    const unused = Object.keys(EXEMPT).filter(
      (key) => !registered.some(({ method, url }) => exemption(method, url) === EXEMPT[key]),
    );
    expect(unused).toEqual([]);
  });
});
