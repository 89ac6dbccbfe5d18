import {
  type FollowState,
  INITIAL_RESPONSES_ID,
  LIMITS,
  type LiveryDetail,
  type LiveryPage,
  type SessionState,
} from '@paddock/contract';
import type { FastifyRequest } from 'fastify';
import { keepRefreshedCookies } from '../auth/refreshed-session-cookies';
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
  /** The API path of the member's follow state of that livery (signed in only). */
  followPath?: string;
}

/** A page's head tags for its first view, and the livery it shows when it is a livery page. */
export interface FirstViewPrefetch {
  tags: string;
  livery?: LiveryAnswer;
}

function prefetchFor(request: FastifyRequest, signedIn: boolean): Prefetch | null {
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
  const followPath = signedIn ? `${detailPath}/follow` : undefined;
  return {
    paths: [detailPath, `${detailPath}/related?limit=${LIMITS.relatedLimit}`, ...(followPath ? [followPath] : [])],
    lcpImage: (answers) => (answers.get(detailPath) as LiveryDetail | undefined)?.screenshots[0]?.url,
    liveryPath: detailPath,
    followPath,
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
  // The session's answer may carry its refreshed cookie: it belongs to the page's visitor.
  const cookies = response.headers['set-cookie'];
  if (cookies) keepRefreshedCookies(request, Array.isArray(cookies) ? cookies : [cookies]);
  return response.statusCode === 200 ? response.body : undefined;
}

/** The visitor's own session credentials, to ask the API as their browser would. */
function credentialsOf(request: FastifyRequest): Record<string, string> {
  const { cookie, authorization } = request.headers;
  return { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) };
}

/**
 * The texts of these paths' answers and the session's, asked with the visitor's credentials, in
 * a fixed order whichever answered first (the same page is the same bytes); those that are not a
 * 200 are left out. Null when the visitor's session is not a 200 (a banned member's 403).
 */
async function answerTexts(
  request: FastifyRequest,
  paths: readonly string[],
  signedIn: boolean,
): Promise<Map<string, string> | null> {
  const credentials = credentialsOf(request);
  // A member's session first: a banned member's ends at the first request that sees it, which
  // must be the session's own (the others would race it and answer as if signed out).
  const session = signedIn ? await answerText(request, SESSION_API_PATH, credentials) : undefined;
  if (signedIn && session === undefined) return null;
  const asked = [...paths, ...(signedIn ? [] : [SESSION_API_PATH])];
  const answered = await Promise.all(asked.map((path) => answerText(request, path, credentials)));
  const texts = new Map<string, string>();
  for (const [i, path] of asked.entries()) if (answered[i] !== undefined) texts.set(path, answered[i]);
  if (session !== undefined) texts.set(SESSION_API_PATH, session);
  return texts;
}

/**
 * Head tags that spare a page's first view its API round trips: the answers the web app would ask
 * for next (through the app's own routes, with the visitor's own credentials, so they are exactly
 * what the API says to them) and a preload of the image that view shows largest. Every page
 * carries the session's answer, so the header draws the right menu in its first render; a
 * signed-in visitor's page carries their own answers (favourites, their session), which is why
 * such a page is never stored by a cache (errors.ts). An answer that is not a 200 is left out and
 * the web app asks as usual; a signed-in session that is not a 200 (a banned member's 403) leaves
 * every answer to the web app, to ask and explain.
 */
export async function prefetchFirstView(request: FastifyRequest): Promise<FirstViewPrefetch> {
  const signedIn = hasSessionCredentials(request);
  const prefetch = prefetchFor(request, signedIn);
  if (!prefetch && !signedIn) return { tags: '' };
  const texts = await answerTexts(request, prefetch?.paths ?? [], signedIn);
  if (!texts || texts.size === 0) return { tags: '' };
  const sessionText = texts.get(SESSION_API_PATH);
  const answers = new Map([...texts].map(([path, text]) => [path, JSON.parse(text) as unknown]));
  const tags: string[] = [];
  const image = prefetch?.lcpImage?.(answers);
  if (image) tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`);
  tags.push(answersScript(texts));
  const liveryPath = prefetch?.liveryPath;
  const liveryText = liveryPath && texts.get(liveryPath);
  const followPath = prefetch?.followPath;
  const followText = followPath && texts.get(followPath);
  const livery =
    liveryText && sessionText
      ? {
          detail: answers.get(liveryPath) as LiveryDetail,
          viewer: (answers.get(SESSION_API_PATH) as SessionState).user,
          follow: followText ? (answers.get(followPath) as FollowState) : null,
          texts: [liveryText, sessionText, followText ?? ''],
        }
      : undefined;
  return { tags: tags.join('\n    '), livery };
}
