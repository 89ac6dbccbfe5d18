import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CurrentUser, FollowState, LiveryDetail } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';

type RenderLiveryFirstView = (livery: LiveryDetail, viewer: CurrentUser | null, follow: FollowState | null) => string;

/**
 * What a livery page's first view is drawn from: the API's answers to its visitor, parsed and as
 * the texts they were sent as.
 */
export interface LiveryAnswer {
  detail: LiveryDetail;
  /** The signed-in member the page is for, or null. */
  viewer: CurrentUser | null;
  /** Whether that member follows the livery (null: signed out, or not known). */
  follow: FollowState | null;
  /** The answers' texts, which the render depends on alone. */
  texts: readonly string[];
}

/** Where the web build writes its server-side render of the livery page (apps/web `build`). */
export const firstViewModule = (webDistDir: string) =>
  path.join(path.dirname(webDistDir), 'dist-ssr', 'render-livery-first-view.js');

/**
 * The livery page's first view as HTML, from the web app's own components (apps/web/src/app/
 * first-view), as the visitor sees it (a member sees their own controls): the page then paints its
 * screenshot with the HTML. The module is loaded on first use; without it (a web build from before
 * it existed, or tests) and on any failure the page is served without, and the app renders it as
 * before.
 */
export function createLiveryFirstView(webDistDir: string, log: FastifyBaseLogger) {
  const file = firstViewModule(webDistDir);
  let loading: Promise<RenderLiveryFirstView | null> | undefined;
  const load = () => {
    loading ??= existsSync(file)
      ? import(pathToFileURL(file).href)
          .then((module: { renderLiveryFirstView: RenderLiveryFirstView }) => module.renderLiveryFirstView)
          .catch((err: unknown) => {
            log.warn({ err, file }, 'the livery first view did not load; pages are served without it');
            return null;
          })
      : Promise.resolve(null);
    return loading;
  };
  // A render costs ~1.3 ms of CPU (a signed-out livery page: 1,716 -> 525 pages/s uncached). The
  // HTML depends on the answers alone, so it is kept by their texts: a crowd on one livery renders
  // it once, and any change to the livery (or another member, or a follow) is a new key.
  const rendered = new Map<string, string>();
  return async ({ detail: livery, viewer, follow, texts }: LiveryAnswer): Promise<string> => {
    const render = await load();
    if (!render) return '';
    const key = texts.join('\n');
    const kept = rendered.get(key);
    if (kept !== undefined) {
      // Most recently used last, so the oldest is the one dropped.
      rendered.delete(key);
      rendered.set(key, kept);
      return kept;
    }
    try {
      const html = render(livery, viewer, follow);
      rendered.set(key, html);
      if (rendered.size > KEPT_RENDERS) rendered.delete(rendered.keys().next().value as string);
      return html;
    } catch (err) {
      log.warn({ err, liveryId: livery.id }, 'the livery first view failed; serving the page without it');
      return '';
    }
  };
}

/** Renders kept (~25 kB each): the liveries a crowd is looking at, not the catalogue. */
const KEPT_RENDERS = 200;

const FIRST_VIEW_MARK = '<!--first-view-->';

/** Puts the first view where index.html marks it, inside the shell under the header. */
export function insertFirstView(html: string, firstView: string): string {
  return firstView ? html.replace(FIRST_VIEW_MARK, () => firstView) : html;
}
