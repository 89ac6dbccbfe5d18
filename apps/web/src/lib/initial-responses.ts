import { INITIAL_RESPONSES_ID } from '@paddock/contract';

/**
 * API answers the server put into the page for its first view (apps/server/src/plugins/
 * page-meta-prefetch.ts), so the first page does not wait for a round trip per request. Each is
 * handed out once, and only right after the page loaded: any later request goes to the network.
 */

/** As fresh as the query cache's stale time: an answer older than that is asked for again. */
const MAX_AGE_MS = 30_000;

let responses: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_RESPONSES_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    // A damaged block is as good as none: the app asks the API.
    return new Map();
  } finally {
    element?.remove();
  }
}

/** The server's answer to `GET path` for this page's first view, if it sent one and it is still fresh. */
export function takeInitialResponse(path: string): { data: unknown } | undefined {
  responses ??= load();
  if (!responses.has(path)) return undefined;
  const data = responses.get(path);
  responses.delete(path);
  return performance.now() <= MAX_AGE_MS ? { data } : undefined;
}

/** Forgets what was loaded (tests build several pages in one document). */
export function resetInitialResponses(): void {
  responses = undefined;
}
