import { INITIAL_RESPONSES_ID, LIMITS, type LiveryDetail, type LiveryPage } from '@paddock/contract';
import type { FastifyRequest } from 'fastify';
import { hasSessionCredentials } from '../auth/session-credentials';
import { escapeHtml } from '../mail/templates';
import type { LiveryAnswer } from './page-first-view';

const LIVERY_PATH = /^\/livery\/(\d{1,10})(?:\/[^/]*)?\/?$/;

const SESSION_API_PATH = '/api/session';

/** The browse page's first request with no filters in its address (the web app's defaults). */
export const DEFAULT_BROWSE_API_PATH = `/api/liveries?${new URLSearchParams({
  pageNumber: '1',
  pageSize: String(LIMITS.browsePageSize),
  sortBy: 'uploadDate',
  descending: 'true',
})}`;

interface Prefetch {
  /** API paths, exactly as the web app asks for them on this page. */
  paths: string[];
  /** The image this page shows largest first (Lighthouse's LCP element), from the answers. */
  lcpImage?: (answers: Map<string, unknown>) => string | null | undefined;
  /** The API path of the livery a livery page shows, for its server-rendered first view (page-first-view.ts). */
  liveryPath?: string;
}

/** A page's head tags for its first view, and the livery it shows when it is a livery page. */
export interface FirstViewPrefetch {
  tags: string;
  livery?: LiveryAnswer;
}

function prefetchFor(request: FastifyRequest): Prefetch | null {
  const [pathname = '/', search] = request.url.split('?');
  if (search) return null;
  if (pathname === '/') return { paths: [`/api/liveries/latest?count=${LIMITS.homeLatestCount}`] };
  if (pathname === '/liveries' || pathname === '/liveries/') {
    return {
      paths: ['/api/carclasses', '/api/tags', DEFAULT_BROWSE_API_PATH],
      lcpImage: (answers) =>
        (answers.get(DEFAULT_BROWSE_API_PATH) as LiveryPage | undefined)?.items[0]?.primaryScreenshotUrl,
    };
  }
  const livery = LIVERY_PATH.exec(pathname);
  if (!livery) return null;
  const detailPath = `/api/liveries/${Number(livery[1])}`;
  return {
    paths: [detailPath, `${detailPath}/related?limit=${LIMITS.relatedLimit}`],
    lcpImage: (answers) => (answers.get(detailPath) as LiveryDetail | undefined)?.screenshots[0]?.url,
    liveryPath: detailPath,
  };
}

/**
 * The answers as one JSON object, built from the texts they were sent as (each is JSON already),
 * that cannot end the <script> element it sits in, whatever the data holds.
 */
function scriptSafeAnswers(texts: Map<string, string>): string {
  return `{${[...texts].map(([path, text]) => `${JSON.stringify(path)}:${text}`).join(',')}}`
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The answers' script element, which the web app reads before asking (lib/initial-responses). */
const answersScript = (texts: Map<string, string>) =>
  `<script type="application/json" id="${INITIAL_RESPONSES_ID}">${scriptSafeAnswers(texts)}</script>`;

/** An API answer's text, asked through the app's own routes as the web app would, when it is a 200. */
async function answerText(request: FastifyRequest, path: string, headers: Record<string, string> = {}) {
  const response = await request.server.inject({
    method: 'GET',
    url: path,
    headers: { accept: 'application/json', ...headers },
  });
  return response.statusCode === 200 ? response.body : undefined;
}

/**
 * A signed-in visitor's page, any page, carries their own session answer (asked with their
 * credentials): the header then draws their account menu in its first render, where a loading line
 * became it a round trip later and moved everything beside it. Nothing else is prefetched for them,
 * and such a page is never stored by a cache (errors.ts). A session that is not a 200 (a banned
 * member's 403) is left for the web app to ask and explain.
 */
async function signedInSession(request: FastifyRequest): Promise<FirstViewPrefetch> {
  const { cookie, authorization } = request.headers;
  const text = await answerText(request, SESSION_API_PATH, {
    ...(cookie ? { cookie } : {}),
    ...(authorization ? { authorization } : {}),
  });
  return { tags: text ? answersScript(new Map([[SESSION_API_PATH, text]])) : '' };
}

/**
 * Head tags that spare a page's first view its API round trips. A public page carries the
 * anonymous answers the web app would ask for next (through the app's own routes, so they are
 * exactly what the API says) and a preload of the image that view shows largest; an answer that
 * is not a 200 is left out and the web app asks as usual. A signed-in visitor gets their session
 * alone (`signedInSession`): their other answers differ (favourites).
 */
export async function prefetchFirstView(request: FastifyRequest): Promise<FirstViewPrefetch> {
  if (hasSessionCredentials(request)) return signedInSession(request);
  const prefetch = prefetchFor(request);
  if (!prefetch) return { tags: '' };
  const answers = new Map<string, unknown>();
  const texts = new Map<string, string>();
  // Every prefetching page also carries the session's answer: signed out, for these requests.
  await Promise.all(
    [...prefetch.paths, SESSION_API_PATH].map(async (path) => {
      const text = await answerText(request, path);
      if (text === undefined) return;
      texts.set(path, text);
      answers.set(path, JSON.parse(text));
    }),
  );
  if (answers.size === 0) return { tags: '' };
  const tags: string[] = [];
  const image = prefetch.lcpImage?.(answers);
  if (image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`);
  tags.push(answersScript(texts));
  const { liveryPath } = prefetch;
  const liveryText = liveryPath && texts.get(liveryPath);
  const livery = liveryText ? { detail: answers.get(liveryPath) as LiveryDetail, text: liveryText } : undefined;
  return { tags: tags.join('\n    '), livery };
}
