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
