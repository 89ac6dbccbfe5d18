import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXPOSED } from '../../auth/auth.routes';
import { useTestApp } from '../../test/test-app';
import { openApiPath } from './route-transform';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string }; encoding?: Record<string, unknown> }> };
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

/** Routes the document leaves out on purpose: they are not part of the API a client calls. */
const NOT_API = [/^\/api\/docs/, /^\/media\//, /^\/api\/auth\/\*$/];

const registered: { method: string; url: string; hidden: boolean }[] = [];
const t = useTestApp(
  { PUBLIC_URL: 'https://paddock.example.org' },
  {
    onRoute: (route: RouteOptions) => {
      const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, hidden });
    },
  },
);

async function served(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('describes every route Fastify serves (HEAD aside), and the exposed auth endpoints', async () => {
    const doc = await served();
    const missing = registered
      .filter(({ method, url }) => method !== 'HEAD' && !NOT_API.some((pattern) => pattern.test(url)))
      .filter(({ method, url }) => !doc.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    const auth = [...EXPOSED].map((key) => {
      const [method = '', path = ''] = key.split(' ');
      return { method: method.toLowerCase(), path: `/api/auth${openApiPath(path)}` };
    });
    expect(auth.filter(({ method, path }) => !doc.paths[path]?.[method])).toEqual([]);
  });

  it('gives each operation a unique operationId, a summary, tags, its own security and an error answer', async () => {
    const doc = await served();
    const all = operations(doc);
    const incomplete = all
      .filter(({ operation: o }) => !o.operationId || !o.summary || !o.tags?.length || !Array.isArray(o.security))
      .map(({ key }) => key);
    expect(incomplete).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { key, operation } of all) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (Number(status) >= 400) {
          expect(answer.content?.['application/json']?.schema?.$ref, `${key} ${status}`).toBe(
            '#/components/schemas/ErrorResponse',
          );
        }
      }
    }
  });

  it('names PUBLIC_URL as the server and separates public, member and token operations', async () => {
    const doc = await served();
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://paddock.example.org' })]);
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    // A public read a token may also make (scope read): anonymous, or the token.
    expect(doc.paths['/api/liveries']?.get?.security).toEqual([{}, { bearerAuth: ['read'] }]);
    expect(doc.paths['/api/users/me/api-tokens']?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/liveries']?.get?.operationId).toBe('listLiveries');
    expect(doc.paths['/api/liveries']?.post?.security).toEqual([{ sessionCookie: [] }, { bearerAuth: ['upload'] }]);
    expect(doc.paths['/api/users/me/profile']?.put?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/users']?.get?.responses).toHaveProperty('403');
    expect(doc.paths['/api/users/me/email-change/confirm']?.get?.responses).toHaveProperty('400');
    // Fastify's own refusals of a JSON body, and the guard's, on a member's write.
    const created = Object.keys(doc.paths['/api/collections']?.post?.responses ?? {});
    expect(created).toEqual(expect.arrayContaining(['400', '401', '403', '413', '415']));
  });

  it('lists every part of the upload and of a new version with its encoding', async () => {
    const doc = await served();
    const upload = doc.paths['/api/liveries']?.post?.requestBody?.content['multipart/form-data'];
    expect(upload?.schema.$ref).toBe('#/components/schemas/LiveryUploadParts');
    expect(upload?.encoding).toMatchObject({ LiveryFile: { contentType: 'application/zip' } });
    const parts = doc.components.schemas.LiveryUploadParts?.properties ?? {};
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining([
        'Title',
        'LiveryFile',
        'Screenshots',
        'TexturePreview',
        'RegionOverlay',
        'RegionShares',
        'RegionConfigurations[0].RegionName',
        'RegionConfigurations[4].Chrome_Style',
      ]),
    );
    expect(parts.Screenshots).toMatchObject({ type: 'array', maxItems: 5, items: { format: 'binary' } });
    const version = doc.components.schemas.LiveryVersionParts;
    expect(version?.required).toEqual(['Changelog', 'LiveryFile']);
  });
});
