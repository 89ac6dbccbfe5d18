import type { CarClass, CarModel, Tag } from '@paddock/contract';
import { vi } from 'vitest';

/** Test helper: a fake API at the network boundary (the global fetch), answering by method and path. */
export interface FakeCall {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const fail = (status: number, message: string): Answer => ({
  status,
  body: { statusCode: status, code: 'ERROR', message },
});

/**
 * Stubs fetch. `routes` maps 'METHOD /path' (no query) to a handler or a fixed answer; anything
 * else gets a 404. Returns every call made, in order, with its parsed JSON body.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? fail(404, 'Not found.'));
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls of one method and path. */
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path);
  return { calls, callsTo, fetchMock };
}

/** A busy machine can take longer than the default second to answer and render. */
export const WAIT = { timeout: 4000 } as const;

const inst = (folder: string) => `UserData/Liveries/${folder}`;

/** The catalogue the admin tests share: Hypercar (Porsche 963), GT3 (BMW M4 GT3, Porsche 911 GT3 R), two tags. */
export const adminCatalogue = {
  carClasses: [
    { id: 1, name: 'Hypercar', modelCount: 1 },
    { id: 2, name: 'GT3', modelCount: 2 },
  ] satisfies CarClass[],
  carModels: [
    {
      id: 11,
      name: 'Porsche 963',
      carClassId: 1,
      carClassName: 'Hypercar',
      liveryCount: 5,
      installFolder: inst('P963'),
      aliases: ['Nine Six Three'],
    },
    {
      id: 21,
      name: 'BMW M4 GT3',
      carClassId: 2,
      carClassName: 'GT3',
      liveryCount: 1,
      installFolder: inst('M4GT3'),
      aliases: [],
    },
    {
      id: 22,
      name: 'Porsche 911 GT3 R',
      carClassId: 2,
      carClassName: 'GT3',
      liveryCount: 0,
      installFolder: inst('911'),
      aliases: [],
    },
  ] satisfies CarModel[],
  tags: [
    { id: 9, name: 'Historic', liveryCount: 1 },
    { id: 10, name: 'Sponsor', liveryCount: 0 },
  ] satisfies Tag[],
};

const modelsOf = (carClassId: number) => ok(adminCatalogue.carModels.filter((m) => m.carClassId === carClassId));

/** The catalogue's GET answers, to spread into `fakeApi` routes. */
export const catalogueAnswers = {
  'GET /api/carclasses': ok(adminCatalogue.carClasses),
  'GET /api/carclasses/1/models': modelsOf(1),
  'GET /api/carclasses/2/models': modelsOf(2),
  'GET /api/carmodels': ok(adminCatalogue.carModels),
  'GET /api/tags': ok(adminCatalogue.tags),
};
